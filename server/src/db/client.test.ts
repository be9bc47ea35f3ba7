import path from 'node:path';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { configuredTarget, openDatabase } from './client';
import { COPY_TARGET, copyData } from '../modules/traffic/log-batch';

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

  test('writes a request-log batch while every pooled connection is busy: the log has a connection of its own', async () => {
    const database = await openDatabase({ kind: 'postgres', url: adminUrl! });
    try {
      let finished = 0;
      // Ten slow queries hold all ten connections of the requests' pool (each is sent at once).
      const busy = Promise.all(Array.from({ length: 10 }, () => database.execute('SELECT pg_sleep(2)').then(() => finished++)));
      await database.copyIn!(COPY_TARGET, copyData([], () => Date.now()), []);
      // Written before any of them let a connection go.
      expect(finished).toBe(0);
      await busy;
    } finally {
      await database.close();
    }
  });
});
