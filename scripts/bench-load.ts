/**
 * Load figures (issue 14), printed, never asserted: authenticated reads (GET /api/generate/projects,
 * GET /api/auth/credits) with autocannon against the real app on 127.0.0.1, on PGlite and, when
 * DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a scratch database, dropped after).
 * Target on PostgreSQL, 2 cores: ≥ 2,000 requests/s with p99 < 50 ms.
 * Usage: tsx scripts/bench-load.ts [seconds-per-route]
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '@droidforge/server/app';
import { loadConfig } from '@droidforge/server/config';
import { type Database, openDatabase } from '@droidforge/server/db/client';

const SECONDS = Math.max(2, Number(process.argv[2] ?? 8) || 8);
const ROUTES = ['/api/generate/projects', '/api/auth/credits'];
const TARGET_RPS = 2000;
const TARGET_P99_MS = 50;

async function measure(name: string, database: Database): Promise<void> {
  const base = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: 'tmp/bench-data', REQUIRE_EMAIL_VERIFICATION: 'false', SCHEDULER: 'off' });
  const app = await buildApp({ ...base, webDistDir: null }, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'load bench passphrase' } });
  const token = reg.json().token as string;
  const headers = { authorization: `Bearer ${token}`, 'user-agent': 'bench' };
  // A few apps so the list has rows to read.
  for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/api/generate/app', headers, payload: { prompt: 'A counter app with a reset button' } });
  for (const route of ROUTES) {
    await autocannon({ url: address + route, connections: 10, duration: 1, workers: 1, headers }); // warm-up
    const r = await autocannon({ url: address + route, connections: 50, duration: SECONDS, workers: 1, headers });
    const errors = r.non2xx + r.errors + r.timeouts;
    const verdict = name === 'PostgreSQL' ? (r.requests.average >= TARGET_RPS && r.latency.p99 < TARGET_P99_MS ? '   (meets)' : '   (misses)') : '';
    console.log(`${name.padEnd(10)} GET ${route.padEnd(24)} ${Math.round(r.requests.average).toString().padStart(6)} req/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   errors ${errors}${verdict}`);
  }
  await app.close();
}

async function main() {
  console.log(`authenticated reads, 50 connections, ${SECONDS} s per route (autocannon in a worker thread)`);
  console.log(`target on PostgreSQL (2 cores): ≥ ${TARGET_RPS} req/s with p99 < ${TARGET_P99_MS} ms`);
  const lite = await openDatabase({ kind: 'pglite', dir: null });
  await measure('PGlite', lite);
  await lite.close();
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const dbName = `df_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await measure('PostgreSQL', database);
    await database.close();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
