import type { Db } from './client';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A drizzle prepared statement for a hot read (every authenticated request runs one), built once
 * per database: the SQL text is composed once instead of on every call, and PostgreSQL parses and
 * plans it once per connection. Only for queries on the database itself, never inside a transaction.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
