import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { ConfigError, loadConfig } from '../../config';
import { devMailbox } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { testConfig, useTestApp } from '../../testing/app';
import { logSink } from '../../testing/log-sink';
import { GOOD_PASSWORD, uniqueEmail, verificationTokenFrom, waitForMail } from '../../testing/users';
import { createDevMailer } from './mailer';

const pglite = testDatabaseKinds()[0]!;

describe('start-up in production', () => {
  test('stops with a message naming SMTP_URL when verification is required and no SMTP is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }).smtpUrl).toBe('smtp://mail.example.com:587');
    expect(loadConfig({ NODE_ENV: 'production', REQUIRE_EMAIL_VERIFICATION: 'false' }).env).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeNull();
  });

  test('buildApp refuses the same setup before it opens anything', async () => {
    await expect(buildApp(testConfig({ env: 'production', smtpUrl: null, requireEmailVerification: true }))).rejects.toThrow(/SMTP_URL/);
  });
});

describe('production without SMTP and without verification', () => {
  const t = useTestApp(pglite, { env: 'production', smtpUrl: null, requireEmailVerification: false });

  test('has no dev mailbox route and keeps no mail', async () => {
    const email = uniqueEmail('prod');
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Prod', email, password: GOOD_PASSWORD } });
    expect(reg.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Again', email, password: GOOD_PASSWORD } });
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(t.app.mailer.mode).toBe('off');
    expect(await t.app.db.select().from(devMailbox)).toEqual([]);
  });
});

describe('production with a dev-mode mailer handed in', () => {
  const t = useTestApp(pglite, { env: 'production', smtpUrl: null, requireEmailVerification: true }, {
    mailer: { mode: 'dev', send: async () => undefined },
  });

  test('still has no dev mailbox route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a%40example.com' });
    expect(res.statusCode).toBe(404);
    expect(t.app.printRoutes()).not.toContain('mailbox');
  });
});

describe('logs in development', () => {
  const sink = logSink();
  const t = useTestApp(pglite, { logLevel: 'info' }, { logStream: sink.stream });

  test('never hold a verification token or a download token, in paths, queries or mail text', async () => {
    const email = uniqueEmail('logs');
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Logs', email, password: GOOD_PASSWORD } });
    const token = verificationTokenFrom((await waitForMail(t.app, email)).text);
    for (const prefix of ['/api/auth', '/api/api/auth']) {
      await t.app.inject({ method: 'GET', url: `${prefix}/verify-email/${token}` });
    }
    const downloadToken = `${randomUUID()}.${Date.now() + 60_000}.c2VjcmV0LXNpZ25hdHVyZQ`;
    await t.app.inject({ method: 'GET', url: `/api/build/download/${randomUUID()}?token=${downloadToken}` });
    expect(sink.lines.length).toBeGreaterThan(0);
    const all = sink.lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(downloadToken);
    expect(all).toContain('/api/auth/verify-email/[redacted]');
    expect(all).toContain('/api/api/auth/verify-email/[redacted]');
    expect(all).toContain('/api/dev/mailbox?to=');
  });
});

describe('the dev mailbox query', () => {
  const t = useTestApp(pglite);

  test('answers 400, not 500, to a missing, empty or doubled address', async () => {
    for (const url of ['/api/dev/mailbox', '/api/dev/mailbox?to=', '/api/dev/mailbox?to=a%40x.com&to=b%40x.com']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

test('the dev mailer logs where a mail is, never its text', async () => {
  const logged: unknown[][] = [];
  const inserted: unknown[] = [];
  const db = { insert: () => ({ values: async (v: unknown) => void inserted.push(v) }) };
  const log = { info: (...args: unknown[]) => void logged.push(args) };
  const mailer = createDevMailer(db as never, log as never, 'http://localhost:3000');
  await mailer.send({ to: 'Ann@Example.com', subject: 'Verify', text: 'open http://x/verify-email?token=SECRET123' });
  expect(inserted).toHaveLength(1);
  expect(JSON.stringify(logged)).not.toContain('SECRET123');
  expect(JSON.stringify(logged)).toContain('/api/dev/mailbox?to=ann%40example.com');
});
