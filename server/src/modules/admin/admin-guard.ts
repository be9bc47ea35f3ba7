import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { currentUser } from '../../plugins/auth';
import { type AdminRuleName, authorize, isAdminRuleName } from './admin.rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rule that decides an operator route, /api/admin/* or /api/analytics/* (required there; see adminGuardPlugin). */
    adminRule?: AdminRuleName;
  }
  interface FastifyInstance {
    /** Every operator route (/api/admin/*, /api/analytics/*) with its rule, as registered (the role matrix test reads it). */
    adminRoutes: { method: string; url: string; rule: AdminRuleName }[];
  }
}

export const ADMIN_PREFIX = '/api/admin';
/** Every route under these prefixes is an operator route: the guard below requires adminRoute on it. */
const OPERATOR_PREFIXES = [ADMIN_PREFIX, '/api/analytics'];

/**
 * Route options of an operator route: authenticateAdmin (401 / 403 by role), then the action's
 * named rule on the role alone. Target-specific limits are checked again in the service.
 */
export function adminRoute(app: FastifyInstance, rule: AdminRuleName) {
  const checkRule = async (request: FastifyRequest) => authorize(rule, currentUser(request));
  return { preHandler: [app.authenticateAdmin, checkRule], config: { adminRule: rule } };
}

function preHandlers(route: RouteOptions): unknown[] {
  const p = route.preHandler;
  return Array.isArray(p) ? p : p ? [p] : [];
}

/**
 * Refuses to start an app with an operator route (/api/admin/*, /api/analytics/*) that lacks
 * authenticateAdmin or a known rule,
 * so a new admin route cannot ship unguarded; records the routes for the role matrix test.
 * Registered before every route plugin.
 */
export const adminGuardPlugin = fp(async (app) => {
  app.decorate('adminRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!OPERATOR_PREFIXES.some((prefix) => route.url.startsWith(prefix)) || route.method === 'HEAD') return;
    const rule = route.config?.adminRule;
    if (!preHandlers(route).includes(app.authenticateAdmin) || !isAdminRuleName(rule)) {
      throw new Error(`${String(route.method)} ${route.url}: admin routes need adminRoute(app, 'canX') (authenticateAdmin plus a named rule)`);
    }
    for (const method of [route.method].flat()) app.adminRoutes.push({ method, url: route.url, rule });
  });
});
