import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_ACTIONS, recordSecurityEvent } from './audit';

const LOGIN = '/api/auth/login';
const VERIFY = new Set(['/api/auth/verify-email/:token', '/api/api/auth/verify-email/:token']);

function parse(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : null;
}

/**
 * Security events (logins, failed logins, lockouts, verifications) are read from the replies of
 * the auth routes, so the auth code stays about auth and every outcome is recorded, whichever
 * layer (rate limiter, password check, verification gate) produced it.
 */
export const securityEventsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url !== LOGIN && !(url && VERIFY.has(url))) return payload;
    const body = parse(payload);
    const user = body?.user as { id?: string; email?: string } | undefined;
    const status = reply.statusCode;
    const ip = request.ip;
    if (url === LOGIN) {
      const email = bodyEmail(request);
      if (status === 200 && user?.id) {
        await recordSecurityEvent(app.db, { actor: { id: user.id, email: user.email ?? email }, action: AUDIT_ACTIONS.loginSucceeded, target: { type: 'user', id: user.id }, ip }, request.log);
      } else if (status === 429) {
        await recordSecurityEvent(app.db, { actor: null, action: AUDIT_ACTIONS.loginLocked, details: { email }, ip }, request.log);
      } else if (status === 401 || status === 403) {
        const code = (body?.error as { code?: string } | undefined)?.code ?? null;
        await recordSecurityEvent(app.db, { actor: null, action: AUDIT_ACTIONS.loginFailed, details: { email, code }, ip }, request.log);
      }
    } else if (status === 200 && user?.id) {
      await recordSecurityEvent(app.db, { actor: { id: user.id, email: user.email ?? null }, action: AUDIT_ACTIONS.emailVerified, target: { type: 'user', id: user.id }, ip }, request.log);
    }
    return payload;
  });
});
