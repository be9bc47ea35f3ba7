/**
 * Traffic analyzer figures (issue 13), printed, never asserted:
 * 1. the request log's cost: requests per second with logging on and off, in the same run,
 *    alternating rounds (autocannon against the real app on 127.0.0.1);
 * 2. the analyzer's aggregate queries over 1 million log rows spread over 90 days, on PostgreSQL
 *    (DATABASE_URL or TEST_DATABASE_URL; a scratch database is created and dropped).
 * Usage: tsx scripts/bench-traffic.ts [seconds-per-round]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '@droidforge/server/app';
import { loadConfig } from '@droidforge/server/config';
import { openDatabase } from '@droidforge/server/db/client';
import { realtimeTraffic, suspiciousTraffic, trafficStats } from '@droidforge/server/modules/traffic/traffic.service';
import { TIMEFRAMES } from '@droidforge/contracts';

const SECONDS = Math.max(2, Number(process.argv[2] ?? 4) || 4);
const ROUNDS = 3;

async function throughput(log: boolean, database: Awaited<ReturnType<typeof openDatabase>>, url: string): Promise<number> {
  const base = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: 'tmp/bench-data' });
  const app = await buildApp({ ...base, webDistDir: null, traffic: { ...base.traffic, log } }, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const result = await autocannon({ url: address + url, connections: 10, duration: SECONDS, headers: { 'user-agent': 'bench' } });
  await app.close();
  return result.requests.average;
}

async function logCost() {
  const database = await openDatabase({ kind: 'pglite', dir: null });
  for (const url of ['/api/auth/me', '/api/health']) {
    const on: number[] = [];
    const off: number[] = [];
    await throughput(true, database, url); // warm-up
    for (let i = 0; i < ROUNDS; i++) {
      off.push(await throughput(false, database, url));
      on.push(await throughput(true, database, url));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const cost = (1 - mean(on) / mean(off)) * 100;
    console.log(
      `GET ${url.padEnd(14)} logging off ${mean(off).toFixed(0).padStart(6)} req/s   on ${mean(on).toFixed(0).padStart(6)} req/s   cost ${cost.toFixed(1)} %` +
        `   (rounds off ${off.map((x) => x.toFixed(0)).join('/')}, on ${on.map((x) => x.toFixed(0)).join('/')})`,
    );
  }
  const [{ n }] = (await database.execute('SELECT count(*)::int AS n FROM traffic_logs')).rows as [{ n: number }];
  console.log(`rows logged during the logging-on rounds: ${n}`);
  await database.close();
}

const SEED = `
INSERT INTO traffic_logs (created_at, ip_address, method, endpoint, status_code, response_time, user_agent, is_bot, bot_name, is_suspicious, suspicious_reason, country)
SELECT now() - (random() * interval '90 days'),
       '10.' || (g % 200) || '.' || (g % 250) || '.' || (g % 97),
       CASE WHEN g % 10 = 0 THEN 'POST' ELSE 'GET' END,
       (ARRAY['/api/health','/login','/dashboard','/api/generate/projects','/assets/index.js','/.env','/api/auth/login'])[1 + g % 7],
       (ARRAY[200,200,200,304,401,404,429])[1 + g % 7],
       random() * 80,
       'Mozilla/5.0',
       g % 5 = 0, CASE WHEN g % 5 = 0 THEN 'Googlebot' END,
       g % 13 = 0, CASE WHEN g % 13 = 0 THEN 'scanner_path' END,
       (ARRAY['US','GB','DE','FR','IN','BR',NULL])[1 + g % 7]
FROM generate_series(1, 1000000) AS g`;

async function aggregates() {
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('aggregates: skipped (set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const name = `df_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const seeded = performance.now();
    await database.execute(SEED);
    await database.execute('VACUUM ANALYZE traffic_logs');
    console.log(`seeded 1,000,000 rows over 90 days in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const time = async (label: string, fn: () => Promise<unknown>) => {
      await fn();
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await fn();
        runs.push(performance.now() - start);
      }
      runs.sort((a, b) => a - b);
      console.log(`${label.padEnd(22)} median ${runs[2]!.toFixed(1).padStart(7)} ms   worst ${runs[4]!.toFixed(1).padStart(7)} ms`);
    };
    for (const tf of TIMEFRAMES) await time(`stats ${tf} (all 5 queries)`, () => trafficStats(database.db, tf, new Date()));
    await time('realtime', () => realtimeTraffic(database.db, new Date()));
    await time('suspicious limit 100', () => suspiciousTraffic(database.db, 100));
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(`request log cost (${ROUNDS} alternating rounds of ${SECONDS} s, 10 connections, embedded PGlite):`);
await logCost();
console.log('\nanalyzer queries over 1 million rows on PostgreSQL:');
await aggregates();
