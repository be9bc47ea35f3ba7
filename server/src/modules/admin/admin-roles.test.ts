import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { authPlugin } from '../../plugins/auth';
import { useTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { adminGuardPlugin, adminRoute } from './admin-guard';
import { ADMIN_RULES, type AdminRuleName } from './admin.rules';
import { signedIn } from './testing/admin-test-kit';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const ROLES = ['user', 'admin', 'superadmin'] as const;

/** What each role may do, written out by hand: the rules must agree with this table. */
const EXPECTED: Record<AdminRuleName, readonly (typeof ROLES)[number][]> = {
  canViewStats: ['admin', 'superadmin'],
  canListUsers: ['admin', 'superadmin'],
  canViewUser: ['admin', 'superadmin'],
  canSuspendUser: ['admin', 'superadmin'],
  canActivateUser: ['admin', 'superadmin'],
  canDeleteUser: ['admin', 'superadmin'],
  canChangeCredits: ['admin', 'superadmin'],
  canChangeRole: ['superadmin'],
  canViewProjects: ['admin', 'superadmin'],
  canViewActivity: ['admin', 'superadmin'],
  canViewSettings: ['admin', 'superadmin'],
  canChangeSettings: ['admin', 'superadmin'],
  canViewTraffic: ['admin', 'superadmin'],
  canManageBlacklist: ['admin', 'superadmin'],
};

describe.each(testDatabaseKinds())('admin role matrix on $name', (kind) => {
  const t = useTestApp(kind);

  test('every registered operator route (/api/admin, /api/analytics) answers 401 signed out, 403 to roles its rule refuses, and passes the guard for the others', async () => {
    const routes = t.app.adminRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const accounts = { user: await signedIn(t.app, 'user'), admin: await signedIn(t.app, 'admin'), superadmin: await signedIn(t.app, 'superadmin') };
    for (const route of routes) {
      // A missing id: allowed roles get past the guard to a 404 or a 400, never a state change.
      const url = route.url.replace(':id', MISSING_ID);
      const payload = route.method === 'PUT' || route.method === 'POST' ? {} : undefined;
      const anonymous = await t.app.inject({ method: route.method as 'GET', url, payload });
      expect(anonymous.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      for (const role of ROLES) {
        const res = await t.app.inject({ method: route.method as 'GET', url, payload, headers: accounts[role].headers });
        const allowed = EXPECTED[route.rule].includes(role);
        if (allowed) expect([401, 403], `${route.method} ${route.url} as ${role}: ${res.body}`).not.toContain(res.statusCode);
        else expect({ status: res.statusCode, code: res.json().error.code }, `${route.method} ${route.url} as ${role}`).toEqual({ status: 403, code: 'FORBIDDEN' });
      }
    }
  });

  test('the hand-written table and the rules agree for every role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ADMIN_RULES).sort());
    for (const [rule, roles] of Object.entries(EXPECTED)) {
      for (const role of ROLES) expect(ADMIN_RULES[rule as AdminRuleName]({ id: 'a', role }), `${rule} for ${role}`).toBe(roles.includes(role));
    }
  });
});

describe('admin route guard', () => {
  async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    await app.register(authPlugin);
    await app.register(adminGuardPlugin);
    await app.register(async (scope) => register(scope as unknown as ReturnType<typeof Fastify>));
    return app;
  }

  test('refuses to start an app with an admin route that has no named rule', async () => {
    await expect(appWith((app) => app.get('/api/admin/new-thing', { preHandler: app.authenticateAdmin }, async () => ({})))).rejects.toThrow(/named rule/);
  });

  test('refuses to start an app with an admin route that skips authenticateAdmin', async () => {
    await expect(appWith((app) => app.get('/api/admin/new-thing', { config: { adminRule: 'canViewStats' } }, async () => ({})))).rejects.toThrow(/authenticateAdmin/);
  });

  test('accepts a route declared through adminRoute', async () => {
    const app = await appWith((scope) => scope.get('/api/admin/new-thing', adminRoute(scope as never, 'canViewStats'), async () => ({})));
    expect(app.adminRoutes).toEqual([{ method: 'GET', url: '/api/admin/new-thing', rule: 'canViewStats' }]);
    await app.close();
  });
});
