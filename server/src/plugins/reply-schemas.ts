import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * A route's reply that does not match the contract it declares: a bug on our side. The error
 * handler answers it as 500 INTERNAL and logs this message (route, status, each problem).
 */
export class ReplySchemaMismatch extends Error {
  constructor(route: string, error: z.ZodError) {
    super(`${route}: the reply does not match its schema\n${z.prettifyError(error)}`);
    this.name = 'ReplySchemaMismatch';
  }
}

/**
 * Replies are checked against the contracts' zod schemas a route declares in
 * `schema: { response: { 200: XReplySchema } }` and serialised from the parsed value: a reply that
 * does not match fails loudly instead of reaching a client that trusts the contract, and a key
 * the contract does not name is dropped, so nothing it leaves out (a hash, an internal flag) leaks.
 * Routes without a reply schema (streams, files, 204s) are serialised as before.
 */
export function enforceReplySchemas(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url} ${httpStatus}: a reply schema must be a zod schema from contracts`);
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ReplySchemaMismatch(`${method} ${url} ${httpStatus ?? ''}`, result.error);
      return JSON.stringify(result.data);
    };
  });
}

/** Route options declaring a route's reply schema by status: `{ ...auth, ...replies({ 200: MeReplySchema }) }`. */
export function replies(response: Partial<Record<200 | 201 | 202, z.ZodType>>) {
  return { schema: { response } };
}
