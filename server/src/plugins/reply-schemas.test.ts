import * as contracts from '@droidforge/contracts';
import { ErrorReplySchema, MeReplySchema } from '@droidforge/contracts';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { testConfig, useTestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { logSink } from '../testing/log-sink';
import { bearer, signUp } from '../testing/users';
import { replies } from './reply-schemas';

/** Replies whose contract names do not end in ReplySchema. */
const OTHER_REPLIES = [
  contracts.AdminUserDetailSchema,
  contracts.AdminProjectDetailSchema,
  contracts.DashboardStatsSchema,
  contracts.DashboardMetricsSchema,
  contracts.DashboardSeriesSchema,
  contracts.PublicSettingsSchema,
  contracts.ProviderRedirectSchema,
  contracts.BuildQueuedSchema,
  contracts.ProjectDetailSchema,
];

const USER = { id: 'u1', name: 'Ann', email: 'ann@example.com', role: 'user', subscription_tier: 'free', credits: 500, email_verified: true, created_at: '2026-01-01T00:00:00.000Z' };

const [pglite] = testDatabaseKinds();

describe.each(testDatabaseKinds())('reply schemas on $name', (kind) => {
  const t = useTestApp(kind);

  test('every reply schema in contracts is declared by a route, so none is a type alone', () => {
    const declared = new Set(t.app.routeList.flatMap((r) => r.replySchemas));
    const replySchemas = Object.entries(contracts).filter(([name]) => name.endsWith('ReplySchema') && name !== 'ErrorReplySchema');
    expect(replySchemas.length).toBeGreaterThan(10);
    const unused = [...replySchemas, ...OTHER_REPLIES.map((s) => ['(other)', s] as const)].filter(([, schema]) => !declared.has(schema)).map(([name]) => name);
    expect(unused).toEqual([]);
  });

  test('a real reply is sent as its contract says: the signed-in user has exactly the public fields', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().user).sort()).toEqual(Object.keys(contracts.PublicUserSchema.shape).sort());
    expect(MeReplySchema.safeParse(res.json()).success).toBe(true);
  });
});

describe('a reply that breaks its contract', () => {
  test('fails loudly: 500 INTERNAL in the catalogue shape, logged with the route and the problem; a key the contract leaves out is dropped', async () => {
    const sink = logSink();
    const database = await pglite!.open();
    const app = await buildApp(testConfig({ logLevel: 'error' }), { database, logStream: sink.stream });
    try {
      app.get('/api/test/broken-me', replies({ 200: MeReplySchema }), async () => ({ user: { ...USER, credits: 'lots' } }));
      app.get('/api/test/leaky-me', replies({ 200: MeReplySchema }), async () => ({ user: { ...USER, password_hash: 'argon2…' }, debug: true }));

      const broken = await app.inject({ method: 'GET', url: '/api/test/broken-me' });
      expect(broken.statusCode).toBe(500);
      expect(ErrorReplySchema.parse(broken.json())).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
      const logged = sink.lines.join('\n');
      expect(logged).toContain('GET /api/test/broken-me 200: the reply does not match its schema');
      expect(logged).toContain('user.credits');

      const leaky = await app.inject({ method: 'GET', url: '/api/test/leaky-me' });
      expect(leaky.statusCode).toBe(200);
      expect(leaky.json()).toEqual({ user: USER });
    } finally {
      await app.close();
      await database.close();
    }
  });

  test('a route cannot declare a reply schema that is not a zod schema', async () => {
    const database = await pglite!.open();
    const app = await buildApp(testConfig(), { database });
    try {
      app.get('/api/test/json-schema', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
      await expect(app.ready()).rejects.toThrow('a reply schema must be a zod schema from contracts');
    } finally {
      await app.close().catch(() => undefined);
      await database.close();
    }
  });
});

