import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirLock, type DirLock } from './dir-lock';
import { inTransaction, type Statement } from './copy-in';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query may run: the database or a transaction the caller holds. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters (health checks and tests). */
  execute(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * A hot read (every request makes one): on PostgreSQL a named prepared statement, parsed and
   * planned once per connection; without the ORM's per-query work. Rows as arrays, in the
   * driver's types (timestamps as Dates).
   */
  readRows(name: string, text: string, values: unknown[]): Promise<unknown[][]>;
  /** Runs the statements in one transaction. */
  transact(statements: Statement[]): Promise<void>;
  /**
   * PostgreSQL only, for bulk writes (the request log): `COPY <target> FROM STDIN` with `data` in
   * COPY's binary format, then the statements, in one transaction; target is `table (column, …)`.
   * Committed without waiting for the WAL flush (see inTransaction): for data that may lose its last
   * fraction of a second in a crash, as the request log's in-memory buffer does anyway.
   * It runs on a connection of its own, so a batch never holds one that a request is waiting for.
   * (PGlite has none: its COPY goes through a virtual file and is slower than an INSERT.)
   */
  copyIn?(target: string, data: Buffer, then: Statement[]): Promise<void>;
  /** PGlite only: the data folder as a tar, which a later open can start `from`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dir null = in memory (tests); `from`, a dumped data folder to start from (tests' migrated template). */
  | { kind: 'pglite'; dir: string | null; from?: Blob };

export interface OpenOptions {
  /** Told when PostgreSQL drops an idle pooled connection (restart, failover, admin termination). */
  onConnectionLost?: (err: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // The request log's batches go through a connection of their own: a batch holds its connection
    // for a few round trips, and taking it from the requests' pool would make requests wait for it.
    const writer = new pg.Pool({ connectionString: target.url, max: 1 });
    // An idle client's error is re-emitted on the pool; with no listener Node throws it and the
    // process dies. The pool has already discarded that client and opens a new one on demand.
    pool.on('error', (err) => options.onConnectionLost?.(err));
    writer.on('error', (err) => options.onConnectionLost?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'postgres',
      execute: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }),
      readRows: async (name, text, values) => (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows,
      transact: (statements) => inTransaction(pool, null, statements),
      copyIn: (target, data, then) => inTransaction(writer, { target, data }, then, { waitForFlush: false }),
      close: async () => {
        await Promise.all([pool.end(), writer.end()]);
      },
    };
  }
  let lock: DirLock | null = null;
  if (target.dir) {
    fs.mkdirSync(target.dir, { recursive: true });
    // PGlite is single-process: a second server on the same folder would corrupt it.
    lock = acquireDirLock(target.dir);
  }
  try {
    const client = target.dir ? await PGlite.create(target.dir) : await PGlite.create(target.from ? { loadDataDir: target.from } : {});
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'pglite',
      execute: async (text, values) => ({ rows: (await client.query<Record<string, unknown>>(text, values as unknown[])).rows }),
      readRows: async (_name, text, values) => (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows,
      transact: (statements) =>
        client.transaction(async (tx) => {
          for (const statement of statements) await tx.query(statement.text, statement.values);
        }),
      dumpDataDir: async () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

/** Where the configuration says the data lives: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR/db. */
export function configuredTarget(config: { databaseUrl: string | null; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') };
}
