import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { testDatabaseKinds } from './testing/databases';
import { useTestApp } from './testing/app';
import { uniqueEmail, GOOD_PASSWORD, waitForMail } from './testing/users';
import { ConfigError, loadConfig } from './config';
import { loadSettings } from './main';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'df-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Droidforge</title><div id="root"></div>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe.each(testDatabaseKinds())('server base on $name', (kind) => {
  const t = useTestApp(kind, { webDistDir: dist });

  test('reports health with the database connected', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: 'connected' });
  });

  test('serves the SPA for every client route of the route table', async () => {
    for (const url of ['/', '/login', '/register', '/verify-email?token=abc', '/pricing', '/packages', '/terms', '/privacy', '/refund', '/dmca', '/dashboard', '/builder', '/projects', '/admin', '/admin/users', '/admin/traffic']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  test('serves built assets and answers unknown pages with the SPA and a 404 status', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  test('answers unknown API routes with the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route not found' } });
  });

  test('answers malformed JSON with a validation error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  test("answers Fastify's own refusals in the catalogue's shape with stable codes", async () => {
    const cases = [
      { req: { method: 'DELETE' as const, url: '/api/auth/login' }, status: 405, code: 'METHOD_NOT_ALLOWED' },
      { req: { method: 'GET' as const, url: `/api/build/${'a'.repeat(600)}` }, status: 414, code: 'URI_TOO_LONG' },
      { req: { method: 'GET' as const, url: '/api/build/%zz' }, status: 400, code: 'VALIDATION_FAILED' },
      { req: { method: 'POST' as const, url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<login/>' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { req: { method: 'POST' as const, url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(3 * 1024 * 1024) }, status: 413, code: 'PAYLOAD_TOO_LARGE' },
    ];
    for (const { req, status, code } of cases) {
      const res = await t.app.inject(req);
      expect(res.statusCode, code).toBe(status);
      expect(res.json(), code).toMatchObject({ error: { code, message: expect.any(String) } });
    }
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/auth/login' });
    expect(wrongMethod.headers.allow).toBe('POST');
  });

  test('sends security headers and a request id on every reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  test('lists dev mailbox messages newest first', async () => {
    const email = uniqueEmail('box');
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Box', email, password: GOOD_PASSWORD } });
    const first = await waitForMail(t.app, email);
    await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });
    await waitForMail(t.app, email, { afterId: first.id });
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    const ids = res.json().messages.map((m: { id: number }) => m.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeGreaterThan(ids[1]);
  });
});

describe('configuration', () => {
  test('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(/LLM_MODEL/);
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'maybe' })).toThrow(/REQUIRE_EMAIL_VERIFICATION/);
  });

  test('defaults to the embedded database, dev mailbox, offline composer and port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, smtpUrl: null, requireEmailVerification: true, llm: { provider: 'offline' } });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  test('the build settings are the worker loader\'s, checked with the server\'s in one message', () => {
    expect(() => loadSettings({ PORT: 'eighty', BUILD_CONCURRENCY: '0' })).toThrow(/PORT[\s\S]*BUILD_CONCURRENCY/);
    expect(() => loadSettings({ APP_SECRET: 'short' })).toThrow(ConfigError);
    const { config, builds } = loadSettings({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', APP_SECRET: 'a'.repeat(32), BUILD_TIMEOUT_SECONDS: '60' });
    expect(builds).toMatchObject({ concurrency: 1, timeoutMs: 60_000, requireSandbox: true, toolchainDir: path.resolve('.toolchain') });
    expect(config.builds.secret).toBe('a'.repeat(32));
    expect(loadSettings({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', ALLOW_UNSANDBOXED_BUILDS: 'true' }).builds.requireSandbox).toBe(false);
  });
});
