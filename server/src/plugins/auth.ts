import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';
import { canUseAdmin } from '../modules/auth/permissions';
import { type UserRow, validateSession } from '../modules/auth/sessions';

export { canUseAdmin } from '../modules/auth/permissions';

export interface RequestAuth {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** preHandler: a valid bearer session or 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for operator routes (/api/admin/*, /api/analytics/*): 401 signed out, 403 unless admin or superadmin. */
    authenticateAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : null;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw errors.unauthenticated();
    const session = await validateSession(app.database, token, app.config.sessionTtlMs);
    if (!session) throw errors.sessionExpired();
    request.auth = session;
  });
  app.decorate('authenticateAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!canUseAdmin(currentUser(request).role)) throw errors.forbidden();
  });
});

/** The signed-in user of a request that went through `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw errors.unauthenticated();
  return request.auth.user;
}
