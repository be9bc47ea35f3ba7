import pg from 'pg';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../testing/app';
import { type TestDatabaseKind, testDatabaseKinds } from '../testing/databases';
import { bearer, signUp } from '../testing/users';
import type { Database } from './client';
import { isDatabaseUnavailable } from './unavailable';

describe('database-unavailable errors', () => {
  test('are recognised through the cause chain by SQLSTATE, system error code or driver message', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('3D000') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});

/** Takes the database away under a running app: PGlite is closed; PostgreSQL's database is dropped. */
async function takeAway(kind: TestDatabaseKind, database: Database): Promise<void> {
  if (kind.name === 'pglite') return database.close();
  const { rows } = await database.execute('SELECT current_database() AS name');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE "${String(rows[0]!.name)}" WITH (FORCE)`);
  await admin.end();
}

describe.each(testDatabaseKinds())('when the database goes away on $name', (kind) => {
  test('requests answer 503 DATABASE_UNAVAILABLE with a message people understand, and health says degraded', async () => {
    const database = await kind.open();
    const app = await buildApp(testConfig(), { database });
    try {
      const { token } = await signUp(app);
      expect((await app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).statusCode).toBe(200);
      await takeAway(kind, database);
      const res = await app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: 'Droidforge cannot reach its database right now. Please try again in a minute.' } });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', db: 'error' });
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });
});
