import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors';

/**
 * Control characters have no business in names, prompts, paths or source files, and PostgreSQL
 * refuses NUL outright (a 500 if it got that far). Tab, line feed and carriage return stay allowed.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const MAX_DEPTH = 64;

/** The path of the first string (or key) holding a control character, or null. */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return path || '_';
    const found = findControlCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose body may carry control characters (none today): the guard skips its body. */
    allowControlCharacters?: boolean;
  }
}

/** Answers 400 VALIDATION_FAILED, naming the field, when any part of a request holds a control character. */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
    ];
    if (!request.routeOptions.config.allowControlCharacters) parts.push(['body', request.body]);
    for (const [, value] of parts) {
      const field = findControlCharacter(value);
      if (field) throw errors.validation('The request contains a control character, which is not allowed here.', { [field]: 'Remove control characters' });
    }
  });
});
