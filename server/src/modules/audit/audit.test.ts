import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Config } from '../../config';
import { auditLog } from '../../db/schema';
import { setPlan } from '../../cli/set-plan';
import { useTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { GOOD_PASSWORD, uniqueEmail } from '../../testing/users';
import { signedIn } from '../admin/testing/admin-test-kit';
import { recordAudit } from './audit';

describe.each(testDatabaseKinds())('audit log on $name', (kind) => {
  const t = useTestApp(kind, { rateLimits: { loginPerAccountAddress: 3 } as Config['rateLimits'] });
  const eventsFor = async (email: string) =>
    (await t.app.db.select().from(auditLog).where(sql`${auditLog.actorEmail} = ${email} or ${auditLog.details}->>'email' = ${email}`).orderBy(auditLog.id)).map((r) => r.action);

  test('rows are append-only: the database refuses to change or remove them', async () => {
    await recordAudit(t.app.db, { actor: { id: null, email: 'x@example.com' }, action: 'test.append_only', ip: '127.0.0.1' });
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'test.append_only'));
    await expect(t.app.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.app.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [still] = await t.app.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still).toMatchObject({ action: 'test.append_only', ip: '127.0.0.1', kind: 'admin' });
  });

  test('records verification, logins, failed logins and the lockout as security events with the IP', async () => {
    const user = await signedIn(t.app, 'user');
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: '203.0.113.9' });
    expect((await login(GOOD_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await login('wrong password')).statusCode).toBe(401);
    expect((await login('wrong password')).statusCode).toBe(429);
    expect(await eventsFor(user.email)).toEqual(['auth.email_verified', 'auth.login', 'auth.login_failed', 'auth.login_failed', 'auth.login_failed', 'auth.lockout']);
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login'));
    expect(rows.find((r) => r.actorId === user.id)).toMatchObject({ kind: 'security', ip: '203.0.113.9', targetId: user.id });
  });

  test('records a failed login for an unknown email without creating anything else', async () => {
    const email = uniqueEmail('ghost');
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'whatever you like' } });
    const [row] = await t.app.db.select().from(auditLog).where(sql`${auditLog.details}->>'email' = ${email}`);
    expect(row).toMatchObject({ action: 'auth.login_failed', actorId: null, details: { email, code: 'INVALID_CREDENTIALS' } });
  });

  test('records plan changes as security events', async () => {
    const user = await signedIn(t.app, 'user');
    await setPlan(t.app.db, user.email, 'pro');
    const [row] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.plan_set'));
    expect(row).toMatchObject({ kind: 'security', targetId: user.id, before: { subscription_tier: 'free' }, after: { subscription_tier: 'pro' } });
  });

  test('the activity API filters by actor, action and date, newest first', async () => {
    const admin = await signedIn(t.app, 'admin');
    const target = await signedIn(t.app, 'user');
    await t.app.inject({ method: 'PUT', url: `/api/admin/users/${target.id}/credits`, headers: admin.headers, payload: { credits: 10, operation: 'add' } });
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${target.id}/suspend`, headers: admin.headers });
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/activity?${query}`, headers: admin.headers });
    const mine = (await get(`actor=${encodeURIComponent(admin.email.toUpperCase())}`)).json();
    expect(mine.entries.map((e: { action: string }) => e.action)).toEqual(['user.suspended', 'user.credits_changed', 'auth.email_verified']);
    expect(mine.entries[0]).toMatchObject({ actor_id: admin.id, target_id: target.id, before: { suspended: false }, after: { suspended: true } });
    expect(mine.actions).toContain('user.suspended');
    const credits = (await get('action=user.credits_changed')).json();
    expect(credits.entries.every((e: { action: string }) => e.action === 'user.credits_changed')).toBe(true);
    const future = (await get(`from=${new Date(Date.now() + 86_400_000).toISOString()}`)).json();
    expect(future.entries).toEqual([]);
    expect((await get('from=not-a-date')).statusCode).toBe(400);
  });
});
