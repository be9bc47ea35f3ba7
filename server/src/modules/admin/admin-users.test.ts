import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog, builds, creditLedger, projects, sessions, signingKeys, users } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { GOOD_PASSWORD, uniqueEmail } from '../../testing/users';
import { ledgerSum } from '../credits/credits.service';
import { seedProject, seedUser, signedIn } from './testing/admin-test-kit';

describe.each(testDatabaseKinds())('admin users API on $name', (kind) => {
  const t = useTestApp(kind);
  const as = (headers: Record<string, string>) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string) => t.app.inject({ method: 'POST', url, headers }),
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  });

  test('lists users in the spec shape with 20 a page by default', async () => {
    const admin = await signedIn(t.app, 'admin');
    const res = await as(admin.headers).get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 20 });
    expect(Object.keys(body.users[0]).sort()).toEqual(['created_at', 'credits', 'email', 'id', 'name', 'role', 'subscription_tier', 'suspended']);
  });

  test('searches email and name case-insensitively and filters by tier', async () => {
    const admin = await signedIn(t.app, 'admin');
    const tag = `zq${Date.now().toString(36)}`;
    await seedUser(t.app.db, { email: `${tag}-a@example.com`, tier: 'pro' });
    await seedUser(t.app.db, { name: `Ada ${tag.toUpperCase()} Lovelace`, tier: 'free' });
    await seedUser(t.app.db, { email: `${tag}_x@example.com`, tier: 'pro' });
    const all = (await as(admin.headers).get(`/api/admin/users?search=${tag.toUpperCase()}`)).json();
    expect(all.pagination.total).toBe(3);
    const pro = (await as(admin.headers).get(`/api/admin/users?search=${tag}&tier=pro`)).json();
    expect(pro.users.map((u: { subscription_tier: string }) => u.subscription_tier)).toEqual(['pro', 'pro']);
    // LIKE wildcards are literal text in a search.
    expect((await as(admin.headers).get(`/api/admin/users?search=${tag}_`)).json().pagination.total).toBe(1);
    const none = (await as(admin.headers).get(`/api/admin/users?search=nobody-${tag}`)).json();
    expect(none).toEqual({ users: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 1 } });
  });

  test('pages through results: last page, beyond the last page, limit 100, and bad page or limit answer 400', async () => {
    const admin = await signedIn(t.app, 'admin');
    const tag = `pg${Date.now().toString(36)}`;
    for (let i = 0; i < 45; i += 1) await seedUser(t.app.db, { name: `${tag} ${i}`, tier: 'starter' });
    const q = (extra: string) => as(admin.headers).get(`/api/admin/users?search=${tag}${extra}`);
    const last = (await q('&page=3')).json();
    expect(last.users).toHaveLength(5);
    expect(last.pagination).toEqual({ page: 3, limit: 20, total: 45, totalPages: 3 });
    expect((await q('&page=4')).json().users).toEqual([]);
    expect((await q('&limit=100')).json().users).toHaveLength(45);
    for (const bad of ['&page=0', '&page=-1', '&page=abc', '&page=1.5', '&limit=101', '&limit=0', '&tier=gold']) {
      const res = await q(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  test('adds and sets credits through the ledger, which sums to the balance', async () => {
    const admin = await signedIn(t.app, 'admin');
    const target = await signedIn(t.app, 'user');
    const add = await as(admin.headers).put(`/api/admin/users/${target.id}/credits`, { credits: 250, operation: 'add' });
    expect(add.statusCode).toBe(200);
    expect(add.json().user.credits).toBe(750);
    const set = await as(admin.headers).put(`/api/admin/users/${target.id}/credits`, { credits: 100, operation: 'set' });
    expect(set.json().user.credits).toBe(100);
    expect(await ledgerSum(t.app.db, target.id)).toBe(100);
    const rows = await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, target.id));
    expect(rows.filter((r) => r.reason === 'admin').map((r) => ({ delta: r.delta, refId: r.refId }))).toEqual([
      { delta: 250, refId: admin.id },
      { delta: -650, refId: admin.id },
    ]);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit.filter((a) => a.action === 'user.credits_changed').map((a) => [a.before, a.after, a.actorId])).toEqual([
      [{ credits: 500 }, { credits: 750 }, admin.id],
      [{ credits: 750 }, { credits: 100 }, admin.id],
    ]);
  });

  test('refuses negative, fractional, huge or malformed credit changes', async () => {
    const admin = await signedIn(t.app, 'admin');
    const target = await seedUser(t.app.db);
    for (const payload of [{ credits: -5, operation: 'set' }, { credits: 1.5, operation: 'add' }, { credits: 1e12, operation: 'add' }, { credits: '10', operation: 'add' }, { credits: 10, operation: 'multiply' }]) {
      const res = await as(admin.headers).put(`/api/admin/users/${target.id}/credits`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.credits).toBe(0);
  });

  test('suspension makes that user’s token answer 401 at once and cancels their queued builds; activation lets them log in again', async () => {
    const admin = await signedIn(t.app, 'admin');
    const target = await signedIn(t.app, 'user');
    const project = await seedProject(t.app.db, target.id, { status: 'building' });
    await t.app.db.insert(builds).values({ projectId: project.id, versionN: 1, userId: target.id, status: 'queued' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.headers })).statusCode).toBe(200);
    const res = await as(admin.headers).post(`/api/admin/users/${target.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.suspended).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.headers })).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    const [build] = await t.app.db.select().from(builds).where(eq(builds.projectId, project.id));
    expect(build!.status).toBe('cancelled');
    const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: target.email, password: GOOD_PASSWORD } });
    expect((await login()).json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect((await as(admin.headers).post(`/api/admin/users/${target.id}/activate`)).json().user.suspended).toBe(false);
    expect((await login()).statusCode).toBe(200);
  });

  test('deletion erases the account: login fails, projects, sessions and signing key are gone, the ledger stays with the user anonymised', async () => {
    const admin = await signedIn(t.app, 'admin');
    const target = await signedIn(t.app, 'user', { name: 'Grace Hopper' });
    const project = await seedProject(t.app.db, target.id);
    await t.app.db.insert(signingKeys).values({ userId: target.id, keystore: 'sealed' });
    const res = await as(admin.headers).del(`/api/admin/users/${target.id}`);
    expect(res.statusCode).toBe(204);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: target.email, password: GOOD_PASSWORD } });
    expect(login.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(await t.app.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect(await t.app.db.select().from(signingKeys).where(eq(signingKeys.userId, target.id))).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ name: 'Deleted user', email: `deleted-${target.id}@deleted.invalid` });
    expect(row!.deletedAt).not.toBeNull();
    expect((await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, target.id))).length).toBeGreaterThan(0);
    // Gone from the list, and a second delete finds nothing.
    expect((await as(admin.headers).get(`/api/admin/users?search=${encodeURIComponent(target.email)}`)).json().pagination.total).toBe(0);
    expect((await as(admin.headers).del(`/api/admin/users/${target.id}`)).statusCode).toBe(404);
    // The address is free for a new account.
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'New', email: target.email, password: GOOD_PASSWORD } });
    expect(again.statusCode).toBe(201);
  });

  test('an admin cannot delete, suspend or change the credits of a superadmin, nor suspend or delete themselves', async () => {
    const admin = await signedIn(t.app, 'admin');
    const superadmin = await signedIn(t.app, 'superadmin');
    const api = as(admin.headers);
    const forbidden = [
      await api.del(`/api/admin/users/${superadmin.id}`),
      await api.post(`/api/admin/users/${superadmin.id}/suspend`),
      await api.put(`/api/admin/users/${superadmin.id}/credits`, { credits: 1, operation: 'add' }),
      await api.del(`/api/admin/users/${admin.id}`),
      await api.post(`/api/admin/users/${admin.id}/suspend`),
    ];
    expect(forbidden.map((r) => [r.statusCode, r.json().error.code])).toEqual(Array(5).fill([403, 'FORBIDDEN']));
    const [row] = await t.app.db.select().from(users).where(eq(users.id, superadmin.id));
    expect(row).toMatchObject({ suspended: false, deletedAt: null, credits: 500 });
    // An admin may still change their own credits (support testing); a superadmin may act on another superadmin.
    expect((await api.put(`/api/admin/users/${admin.id}/credits`, { credits: 5, operation: 'add' })).statusCode).toBe(200);
    const other = await signedIn(t.app, 'superadmin');
    expect((await as(superadmin.headers).post(`/api/admin/users/${other.id}/suspend`)).statusCode).toBe(200);
  });

  test('only a superadmin changes roles, never their own, and the change is audited', async () => {
    const admin = await signedIn(t.app, 'admin');
    const superadmin = await signedIn(t.app, 'superadmin');
    const target = await seedUser(t.app.db, { email: uniqueEmail('role') });
    expect((await as(admin.headers).put(`/api/admin/users/${target.id}/role`, { role: 'admin' })).statusCode).toBe(403);
    expect((await as(superadmin.headers).put(`/api/admin/users/${superadmin.id}/role`, { role: 'user' })).statusCode).toBe(403);
    const res = await as(superadmin.headers).put(`/api/admin/users/${target.id}/role`, { role: 'admin' });
    expect(res.json().user.role).toBe('admin');
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.role_changed'));
    expect(audit).toMatchObject({ actorId: superadmin.id, targetId: target.id, before: { role: 'user' }, after: { role: 'admin' } });
  });

  test('the detail view shows the account with its projects, builds, ledger and sessions', async () => {
    const admin = await signedIn(t.app, 'admin');
    const target = await signedIn(t.app, 'user');
    await seedProject(t.app.db, target.id, { name: 'Detail App' });
    const res = await as(admin.headers).get(`/api/admin/users/${target.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(target.id);
    expect(body.projects.map((p: { name: string }) => p.name)).toEqual(['Detail App']);
    expect(body.ledger[0]).toMatchObject({ delta: 500, reason: 'grant' });
    expect(body.sessions).toHaveLength(1);
    expect(body.builds).toEqual([]);
  });
});
