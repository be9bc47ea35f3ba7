import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, toErrorReply } from '../errors';

/** Turns every failure into the catalogue's one reply shape `{ error: { code, message } }` (+ extra fields). */
export async function errorHandler(this: unknown, error: unknown, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply);
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const out = toErrorReply(error);
  if (!out.expected) request.log.error({ err: error }, out.body.error.message);
  return reply.code(out.status).headers(out.headers).send(out.body);
}

/**
 * Unknown routes answer NOT_FOUND, or METHOD_NOT_ALLOWED (with `allow`) when the path exists with
 * other methods. Routes are recorded as they are added, so this sees every module's routes.
 */
export function routeTable(app: FastifyInstance) {
  const routes: { pattern: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = urlPattern(route.url);
    for (const method of methods) routes.push({ pattern, method });
  });
  return {
    /** The error for a request no route answered. */
    unmatched(method: string, pathname: string) {
      const allowed = [...new Set(routes.filter((r) => r.pattern.test(pathname)).map((r) => r.method))].filter((m) => m !== method);
      return allowed.length > 0 ? errors.methodNotAllowed(allowed) : errors.routeNotFound();
    },
  };
}

/** `/api/build/:buildId/events` → a regular expression matching its concrete paths. */
function urlPattern(url: string): RegExp {
  const parts = url.split('/').map((part) => {
    if (part.startsWith(':')) return '[^/]+';
    if (part === '*') return '.*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}$`);
}
