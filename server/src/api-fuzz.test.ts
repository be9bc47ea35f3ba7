import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ErrorReplySchema } from '@droidforge/contracts';
import { getCredits, ledgerSum } from './modules/credits/credits.service';
import { testDatabaseKinds } from './testing/databases';
import { useTestApp } from './testing/app';
import { bearer, signUp } from './testing/users';

/**
 * Property-based fuzzing of every JSON route the app registers: random and hostile bodies, queries,
 * path parameters and headers. Whatever arrives, the answer is never a 5xx, every error has the
 * catalogue's shape, and no credits move unless a request succeeded. Runs are bounded (CI budget).
 */
const RUNS_PER_ROUTE = 10;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '\ud800',
  '🤖'.repeat(50),
  'x'.repeat(5000),
  '%00',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  'true',
  '',
  ' ',
];

const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 3 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
/** Field names the routes read, so random values reach past the first schema check. */
const FIELDS = ['name', 'email', 'password', 'prompt', 'projectId', 'mode', 'conversationHistory', 'admobConfig', 'files', 'buildId', 'token', 'role', 'credits', '__proto__'];
const VALID_FILE = 'app/src/main/res/values/strings.xml';
const nearlyValid = <T>(valid: T) => fc.oneof({ arbitrary: fc.constant(valid), weight: 2 }, { arbitrary: hostileString, weight: 1 });
/** A body that would pass validation but for one or two hostile fields: the way to reach the database. */
const nearlyValidBody = fc.record(
  {
    name: nearlyValid('Fuzz Tester'),
    email: nearlyValid('fuzz@example.com'),
    password: nearlyValid('correct horse battery'),
    prompt: hostileString,
    files: fc.oneof(
      fc.record({ [VALID_FILE]: hostileString }),
      fc.dictionary(hostileString, fc.constant('<resources/>'), { minKeys: 1, maxKeys: 2 }),
    ),
    conversationHistory: fc.array(fc.record({ role: fc.constantFrom('user', 'assistant'), content: hostileString }), { maxLength: 2 }),
    mode: fc.constantFrom('generate', 'refine'),
  },
  { requiredKeys: [] },
);
const bodyArb = fc.oneof(
  { arbitrary: nearlyValidBody, weight: 3 },
  { arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 5 }), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
  { arbitrary: fc.constantFrom('{"email":', '[]', 'null', '"just a string"', '{"__proto__":{"isAdmin":true}}'), weight: 1 },
);
const queryArb = fc.dictionary(fc.constantFrom('page', 'limit', 'to', 'token', 'q', 'page[]'), fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 })), {
  maxKeys: 3,
});
/** Node's HTTP parser refuses control characters in headers before any route runs; send what can arrive. */
const headerValue = hostileString.filter((v) => /^[\x20-\x7e]*$/.test(v));
const headerArb = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7'),
    'idempotency-key': fc.oneof(headerValue, fc.constant('fuzz-key-0001')),
    'x-request-id': headerValue,
    authorization: fc.constantFrom('valid', 'Bearer ', 'Bearer a.b', 'Basic Zm9vOmJhcg==', 'Bearer ' + 'x'.repeat(500)),
  },
  { requiredKeys: ['authorization'] },
);

/** A valid body for most routes; each example swaps one part for a NUL so every field is tried. */
const TEMPLATE = { name: 'Fuzz Tester', email: 'fuzz@example.com', password: 'correct horse battery', prompt: '', files: { [VALID_FILE]: '<resources/>' } };
const NUL = 'a\u0000b';
const TARGETED_BODIES: unknown[] = [
  ...Object.keys(TEMPLATE).filter((k) => k !== 'files').map((k) => ({ ...TEMPLATE, [k]: NUL })),
  { ...TEMPLATE, files: { [VALID_FILE]: NUL } },
  { ...TEMPLATE, files: { [NUL]: '<resources/>' } },
];
const TARGETED_QUERIES = [{ to: ['a@example.com', 'b@example.com'], page: ['1', '2'] }, { to: NUL, page: NUL, token: NUL }, {}];

/** Percent-encodes anything; a lone surrogate goes as U+FFFD, as a browser would send it. */
const encodeSegment = (v: string) => encodeURIComponent(Buffer.from(v, 'utf8').toString('utf8'));

function encodeQuery(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) params.append(k, one);
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe.each(testDatabaseKinds().slice(0, 1))('API fuzz on $name', (kind) => {
  const t = useTestApp(kind);

  test('random and hostile requests to every JSON route: no 5xx, catalogue-shaped errors, no credits moved by a failure', async () => {
    const user = await signUp(t.app);
    const generated = await t.app.inject({ method: 'POST', url: '/api/generate/app', headers: bearer(user.token), payload: { prompt: 'A counter app with a reset button' } });
    const projectId = generated.json().projectId as string;
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(15);
    const credits = () => getCredits(t.app.db, user.user.id);

    for (const route of routes) {
      const paramArb = fc.oneof(fc.constant(projectId), fc.uuid(), hostileString.filter((s) => s.length > 0 && s.length < 300));
      await fc.assert(
        fc.asyncProperty(bodyArb, queryArb, headerArb, fc.array(paramArb, { minLength: 4, maxLength: 4 }), async (body, query, headers, params) => {
          let i = 0;
          const url = route.url.replace(/:[A-Za-z]+/g, () => encodeSegment(params[i++]!)) + encodeQuery(query as Record<string, string | string[]>);
          // Logging out with the fuzz user's own session would end the run early.
          const auth = headers.authorization === 'valid' && route.url !== '/api/auth/logout' ? bearer(user.token).authorization : headers.authorization;
          const before = await credits();
          const payload = typeof body === 'string' ? body : JSON.stringify(body);
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...headers, authorization: auth },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
          });
          const where = `${route.method} ${url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(ErrorReplySchema.safeParse(res.json()).success, where).toBe(true);
          }
          if (res.statusCode >= 300) expect(await credits(), where).toBe(before);
        }),
        {
          numRuns: RUNS_PER_ROUTE + TARGETED_BODIES.length,
          seed: SEED,
          endOnFailure: true,
          examples: TARGETED_BODIES.map((body, n) => [body, TARGETED_QUERIES[n % TARGETED_QUERIES.length]!, { 'content-type': 'application/json', authorization: 'valid' }, [projectId, projectId, projectId, projectId]]),
        },
      );
    }
    expect(await ledgerSum(t.app.db, user.user.id)).toBe(await credits());
  }, 240_000);
});
