import path from 'node:path';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { configuredTarget, openDatabase } from './client';

describe('configured database', () => {
  test('is PostgreSQL when DATABASE_URL is set and PGlite under DATA_DIR/db otherwise', () => {
    expect(configuredTarget({ databaseUrl: 'postgres://db/app', dataDir: 'data' })).toEqual({ kind: 'postgres', url: 'postgres://db/app' });
    expect(configuredTarget({ databaseUrl: null, dataDir: 'data' })).toEqual({ kind: 'pglite', dir: path.join('data', 'db') });
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL pool', () => {
  test('reports an idle connection PostgreSQL terminated instead of crashing, and the next query reconnects', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({ kind: 'postgres', url: adminUrl! }, { onConnectionLost: (err) => lost.push(err) });
    try {
      const { rows } = await database.execute('SELECT pg_backend_pid() AS pid');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      const again = await database.execute('SELECT 1 AS one');
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
