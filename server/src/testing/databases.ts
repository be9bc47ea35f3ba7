import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * The databases every data-layer test runs on: embedded PGlite always, and real PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each open() gives a fresh, migrated, empty database.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: () => openDatabase({ kind: 'pglite', dir: null, from: pgliteTemplate() }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return kinds;
}

let template: Blob | undefined;

/** The migrated database the server project's global setup dumped, read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!template && file && fs.existsSync(file)) template = new Blob([fs.readFileSync(file)]);
  return template;
}

async function openFreshPostgres(adminUrl: string): Promise<Database> {
  const name = `df_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // DROP … WITH (FORCE) below terminates any connection still closing; that is expected here.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() }, { onConnectionLost: () => undefined });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
