import { readFileSync } from 'node:fs';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode, ErrorReplySchema } from '@droidforge/contracts';
import { describe, expect, test } from 'vitest';
import { AppError, type ErrorFactoryName, errors, toErrorReply } from './errors';

/** Arguments for factories that need some; the others are called with none. */
const SAMPLE_ARGS: Partial<Record<ErrorFactoryName, unknown[]>> = {
  validation: ['Bad input', { name: 'required' }],
  methodNotAllowed: [['GET']],
  conflict: ['Clash'],
  rateLimited: [90],
  emailNotVerified: ['ada@example.com'],
  weakPassword: ['Too common'],
  verificationTokenExpired: ['ada@example.com'],
  insufficientCredits: [100, 20],
  appLimitReached: [{ planName: 'Free', apps: 3, monthly: false, next: { name: 'Starter', apps: 20 } }],
  planRequired: ['Upgrade'],
  buildLimitReached: [10],
  generationFailed: ['timeout', 'Timed out'],
  generationCrashed: [false],
  refinementUnclear: ['Try asking for a new screen'],
  promptNotUnderstood: ['Not understood', ['A notes app']],
  languageNotSupported: ['Not supported', ['A notes app']],
  toolchainMissing: [['aapt']],
  fixFailed: ['Could not fix', { findings: [] }],
  fixLimitReached: [3],
  unknownPlan: ['platinum'],
  planNotAvailable: ['Starter is billed monthly only.'],
  planAlreadyActive: ['Pro'],
  subscriptionExists: ['Pro'],
  ipBlockRefused: ['You cannot block 127.0.0.1: it is a loopback address (this server itself).'],
};

function catalogue(): { name: string; error: AppError }[] {
  return Object.entries(errors).map(([name, factory]) => {
    const args = SAMPLE_ARGS[name as ErrorFactoryName] ?? [];
    const error = (factory as (...a: unknown[]) => AppError)(...args);
    return { name, error };
  });
}

/** The `| \`CODE\` | 400 | when |` rows of docs/errors.md. */
function documentedCodes(): Map<string, number> {
  const doc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
  const rows = [...doc.matchAll(/^\| `([A-Z_]+)` \| (\d{3}) \|/gm)];
  return new Map(rows.map((m) => [m[1]!, Number(m[2])]));
}

describe('the error catalogue', () => {
  test('every factory answers a listed code with the status the contracts give it', () => {
    for (const { name, error } of catalogue()) {
      expect(error, name).toBeInstanceOf(AppError);
      expect(ERROR_CODES, name).toContain(error.code);
      expect(error.status, `${name} (${error.code}, kind ${error.kind})`).toBe(ERROR_STATUS[error.code]);
      expect(error.message.length, name).toBeGreaterThan(0);
      expect(ErrorReplySchema.safeParse(toErrorReply(error).body).success, `${name} reply matches the contract`).toBe(true);
    }
  });

  test('every listed code has a factory, so none is answered by hand', () => {
    const made = new Set(catalogue().map((e) => e.error.code));
    expect(ERROR_CODES.filter((code) => !made.has(code))).toEqual([]);
  });

  test('docs/errors.md lists every code with its status, and no other code', () => {
    const documented = documentedCodes();
    expect([...documented.keys()].sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(documented.get(code), code).toBe(ERROR_STATUS[code as ErrorCode]);
  });

  test('a failure reason is a field of the error, not a subclass', () => {
    const error = errors.generationFailed('rate_limited', 'Slow down');
    expect(error.constructor).toBe(AppError);
    expect(error.reason).toBe('rate_limited');
  });
});

describe('toErrorReply', () => {
  test('replies with code, message, fields and the extra top-level fields', () => {
    const out = toErrorReply(errors.verificationTokenExpired('ada@example.com'));
    expect(out).toMatchObject({ status: 400, expected: true, body: { expired: true, email: 'ada@example.com', error: { code: 'VERIFICATION_TOKEN_EXPIRED' } } });
    expect(toErrorReply(errors.validation('Bad', { name: 'required' })).body.error.fields).toEqual({ name: 'required' });
  });

  test("maps Fastify's own errors to stable codes by their FST code", () => {
    const fastify = (code: string, statusCode: number) => Object.assign(new Error('x'), { code, statusCode });
    expect(toErrorReply(fastify('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
    expect(toErrorReply(fastify('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415))).toMatchObject({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } } });
    expect(toErrorReply(fastify('FST_ERR_CTP_INVALID_JSON_BODY', 400))).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
    expect(toErrorReply(fastify('FST_ERR_MAX_PARAM_LENGTH', 414))).toMatchObject({ status: 414, body: { error: { code: 'URI_TOO_LONG' } } });
    expect(toErrorReply(fastify('FST_ERR_SOMETHING_NEW', 400))).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
  });

  test('answers a lost database 503 and anything unknown 500, both marked for the log', () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(toErrorReply(lost)).toMatchObject({ status: 503, expected: false, body: { error: { code: 'DATABASE_UNAVAILABLE' } } });
    expect(toErrorReply(new TypeError('boom'))).toMatchObject({ status: 500, expected: false, body: { error: { code: 'INTERNAL' } } });
    expect(toErrorReply(undefined).body.error.code).toBe('INTERNAL');
  });
});
