import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { QueueDatabase } from './queue-database';

export interface OpenedQueueDatabase extends QueueDatabase {
  close(): Promise<void>;
}

/**
 * The standalone worker's own connection: PostgreSQL in production. A PGlite folder is accepted
 * for tests and tools only: it must already be migrated by the server, and only one process may
 * have it open at a time.
 */
export async function openQueueDatabase(
  target: { url: string } | { pgliteDir: string },
  onConnectionLost: (err: Error) => void,
): Promise<OpenedQueueDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    // Without a listener an idle client's error (server restart, admin termination) kills the worker.
    pool.on('error', onConnectionLost);
    return {
      execute: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(target.pgliteDir);
  return {
    execute: async (text, values) => ({ rows: (await client.query<Record<string, unknown>>(text, values)).rows }),
    close: () => client.close(),
  };
}
