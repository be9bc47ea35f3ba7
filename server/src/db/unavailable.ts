/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * the server answers them 503 DATABASE_UNAVAILABLE so clients know to retry, instead of a 500.
 * Drizzle wraps driver errors, so the `cause` chain is walked.
 */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown (server restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovery)
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the configured database is gone
]);
const SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const MESSAGES = [/Connection terminated/i, /PGlite is closed/i, /Cannot use a pool after calling end/i];

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || SYSTEM_CODES.has(code))) return true;
    const { message } = current;
    if (MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}
