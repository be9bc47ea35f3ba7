import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { GOOD_PASSWORD, uniqueEmail } from '../../testing/users';
import { signedIn } from '../admin/testing/admin-test-kit';

describe.each(testDatabaseKinds())('runtime settings on $name', (kind) => {
  // No verification mail, so the SMTP URL below is only ever shown, never dialled.
  const t = useTestApp(kind, { requireEmailVerification: false, llm: { provider: 'openai', model: 'gpt-test', baseUrl: null, apiKey: 'sk-very-secret-key', timeoutMs: 1000 }, smtpUrl: 'smtp://mailer:hunter2@mail.example.com:587' });

  test('closing registrations refuses sign-ups at once; reopening lets them through; both are audited', async () => {
    const admin = await signedIn(t.app, 'admin');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload });
    const register = () => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'N', email: uniqueEmail(), password: GOOD_PASSWORD } });
    expect((await put({ registrations_open: false })).json().switches.registrations_open).toBe(false);
    const refused = await register();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('REGISTRATIONS_CLOSED');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().registrationsOpen).toBe(false);
    await put({ registrations_open: true });
    expect((await register()).statusCode).toBe(201);
    const activity = (await t.app.inject({ method: 'GET', url: '/api/admin/activity?action=settings.changed', headers: admin.headers })).json();
    expect(activity.entries.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  test('the notice banner is public at once and bounded', async () => {
    const admin = await signedIn(t.app, 'admin');
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload });
    await put({ notice_banner: '  Maintenance tonight 22:00 UTC  ' });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json()).toEqual({ registrationsOpen: true, notice: 'Maintenance tonight 22:00 UTC' });
    expect((await put({ notice_banner: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await put({ unknown_switch: true })).statusCode).toBe(400);
  });

  test('the settings view shows the effective configuration with secrets masked and provider status', async () => {
    const admin = await signedIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('sk-very-secret-key');
    expect(res.body).not.toContain('hunter2');
    const config = Object.fromEntries(res.json().config.map((e: { key: string; value: unknown }) => [e.key, e.value]));
    expect(config['llm.apiKey']).toBe('••••••••');
    expect(config['llm.model']).toBe('gpt-test');
    expect(config.smtpUrl).toBe('smtp://mailer:xxxxx@mail.example.com:587');
    expect(res.json().providers.map((p: { name: string }) => p.name)).toEqual(['Android toolchain', 'LLM', 'Mail', 'Payment provider']);
    // Without Stripe keys outside production the same SDK talks to the built-in sandbox.
    expect(res.json().providers.at(-1)).toEqual({ name: 'Payment provider', ok: true, detail: 'built-in sandbox (TEST MODE: test cards only)' });
  });
});
