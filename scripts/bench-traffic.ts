/**
 * Traffic analyzer figures (issue 13), printed, never asserted:
 * 1. the request log's cost: requests per second with logging on and off, in the same run,
 *    alternating rounds (autocannon, in its own process, against the real app on 127.0.0.1), and the
 *    server CPU per request behind them (the app's process and PostgreSQL's, not the load
 *    generator's), which other work on a shared machine disturbs far less than req/s; for the
 *    cheapest request (a 401 without any query), a one-query request and a signed-in read (session
 *    lookup and a page of projects);
 * 2. the analyzer's aggregate queries over 1 million log rows spread over 90 days, on PostgreSQL
 *    (DATABASE_URL or TEST_DATABASE_URL; a scratch database is created and dropped).
 * Usage: tsx scripts/bench-traffic.ts [seconds-per-round] [cost|cost-pg|queries] (both parts by default;
 * `cost-pg` measures the cost on PostgreSQL alone, without the embedded database's rounds)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '@droidforge/server/app';
import { loadConfig } from '@droidforge/server/config';
import { openDatabase } from '@droidforge/server/db/client';
import { realtimeTraffic, suspiciousTraffic, trafficStats } from '@droidforge/server/modules/traffic/traffic.service';
import { insertTrafficRows } from '@droidforge/server/modules/traffic/traffic.queries';
import { createRecognizer } from '@droidforge/server/modules/traffic/recognition';
import { lookupGeo } from '@droidforge/server/modules/traffic/geo';
import { endpointOf } from '@droidforge/server/modules/traffic/traffic.hooks';
import { TIMEFRAMES } from '@droidforge/contracts';

const SECONDS = Math.max(2, Number(process.argv[2] ?? 3) || 3);
const PART = process.argv[3] ?? 'all';
const ROUNDS = 6;
/** Issue 13's targets: logging costs under 10 % of throughput; each analyzer read under 100 ms over 1M rows. */
const COST_TARGET = 10;
const QUERY_TARGET_MS = 100;

type Db = Awaited<ReturnType<typeof openDatabase>>;
interface Round {
  rps: number;
  /**
   * Server CPU per request: this process (the app, and PGlite when embedded) plus PostgreSQL's, the
   * load generator apart (it runs in its own process). What throughput is inverse to on a saturated
   * server, and far less disturbed than req/s by other work on the machine.
   */
  cpuUs: number;
}

/**
 * CPU milliseconds PostgreSQL has used for this database (Linux /proc; 0 elsewhere): its backends,
 * plus the server's shared writers (WAL writer, checkpointer, background writer), which write the
 * log's WAL and pages after a commit that does not wait (other databases' work on a shared server
 * adds to them too; the alternating pairs spread that over both sides).
 */
function backendCpuMs(dbName: string | null): number {
  if (!dbName || !fs.existsSync('/proc/self/stat')) return 0;
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes(dbName) && !SHARED_WRITERS.test(cmdline)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the backend exited meanwhile
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
const SHARED_WRITERS = /^postgres: .*(walwriter|checkpointer|background writer)/;

/** What each round requests: the cheapest reply (a 401 without any query), one query, and a signed-in read (two). */
interface Case {
  url: string;
  label: string;
  headers: Record<string, string>;
}

/** A user with three projects on this database, so the signed-in case has a real page to read. */
async function signedInHeaders(database: Db): Promise<Record<string, string>> {
  const base = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: 'tmp/bench-data', REQUIRE_EMAIL_VERIFICATION: 'false' });
  const app = await buildApp({ ...base, webDistDir: null, traffic: { ...base.traffic, log: false } }, { database });
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'traffic bench passphrase' } });
  const headers = { authorization: `Bearer ${reg.json().token as string}`, 'user-agent': 'bench' };
  for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/api/generate/app', headers, payload: { prompt: 'A counter app with a reset button' } });
  await app.close();
  return headers;
}

/** autocannon in a child process (so its CPU is not the server's); its summary comes back as JSON on stdout. */
function load(url: string, headers: Record<string, string>): Promise<{ rps: number; total: number }> {
  const script = `require('autocannon')(JSON.parse(process.argv[1])).then((r) => process.stdout.write(JSON.stringify({ rps: r.requests.average, total: r.requests.total })))`;
  const options = JSON.stringify({ url, headers, connections: 10, duration: SECONDS });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, options], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as { rps: number; total: number }) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

async function round(log: boolean, database: Db, dbName: string | null, c: Case): Promise<Round> {
  const base = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: 'tmp/bench-data', REQUIRE_EMAIL_VERIFICATION: 'false' });
  const app = await buildApp({ ...base, webDistDir: null, traffic: { ...base.traffic, log } }, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const cpu0 = process.cpuUsage();
  const db0 = backendCpuMs(dbName);
  const result = await load(address + c.url, c.headers);
  await app.close(); // writes what the log still buffers: its cost counts
  const cpu = process.cpuUsage(cpu0);
  const cpuUs = (cpu.user + cpu.system + (backendCpuMs(dbName) - db0) * 1000) / result.total;
  return { rps: result.rps, cpuUs };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Pairs alternate their order (off-on, on-off, …) so a load that drifts during the run hits both sides. */
async function pairs(database: Db, dbName: string | null, url: Case): Promise<{ on: Round[]; off: Round[] }> {
  const on: Round[] = [];
  const off: Round[] = [];
  await round(false, database, dbName, url); // warm-up, both sides
  await round(true, database, dbName, url);
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      off.push(await round(false, database, dbName, url));
      on.push(await round(true, database, dbName, url));
    } else {
      on.push(await round(true, database, dbName, url));
      off.push(await round(false, database, dbName, url));
    }
  }
  return { on, off };
}

async function logCost(database: Db, dbName: string | null) {
  const anonymous = { 'user-agent': 'bench' };
  const cases: Case[] = [
    { url: '/api/auth/me', label: 'signed out: a 401 answered without any query, the cheapest request', headers: anonymous },
    { url: '/api/health', label: 'one query', headers: anonymous },
    { url: '/api/generate/projects', label: 'signed in: the session lookup and a page of projects', headers: await signedInHeaders(database) },
  ];
  for (const c of cases) {
    const url = c.url;
    const { on, off } = await pairs(database, dbName, c);
    const rpsOn = median(on.map((r) => r.rps));
    const rpsOff = median(off.map((r) => r.rps));
    // The verdict: the median of the pairs' costs (each pair ran back to back, under the same load).
    const cost = median(on.map((r, i) => (1 - r.rps / off[i]!.rps) * 100));
    const cpuOn = median(on.map((r) => r.cpuUs));
    const cpuOff = median(off.map((r) => r.cpuUs));
    const cpuCost = (1 - cpuOff / cpuOn) * 100;
    console.log(`GET ${url} (${c.label}):`);
    console.log(
      `    logging off ${rpsOff.toFixed(0).padStart(6)} req/s   on ${rpsOn.toFixed(0).padStart(6)} req/s (medians)   cost ${cost.toFixed(1)} % (median of the pairs; ${cost < COST_TARGET ? 'meets' : 'misses'})` +
        `   (rounds off ${off.map((r) => r.rps.toFixed(0)).join('/')}, on ${on.map((r) => r.rps.toFixed(0)).join('/')})`,
    );
    console.log(
      `    server CPU per request (app and database, medians) off ${cpuOff.toFixed(0)} µs, on ${cpuOn.toFixed(0)} µs: throughput cost on a saturated machine ${cpuCost.toFixed(1)} % (${cpuCost < COST_TARGET ? 'meets' : 'misses'})`,
    );
  }
  const [{ n }] = (await database.execute('SELECT count(*)::int AS n FROM traffic_logs')).rows as [{ n: number }];
  console.log(`rows logged during the logging-on rounds: ${n}`);
  const rows = Array.from({ length: 1000 }, (_, i) => ({ ipAddress: `203.0.113.${i % 50}`, method: 'GET', endpoint: `/api/x/${i % 10}`, statusCode: 200, responseTime: 1, userAgent: 'bench' }));
  const start = performance.now();
  for (let i = 0; i < 10; i++) await insertTrafficRows(database, rows);
  console.log(`batched insert with roll-ups (batches of 1000 rows, 50 addresses): ${(((performance.now() - start) * 1000) / 10_000).toFixed(1)} µs per row (wall time, off the request path)`);
}

/** The request-path work of the log hook alone: recognition, geo lookup, endpoint and push. */
function hookCost() {
  const recognize = createRecognizer({ floodPerMinute: 600, failedLoginsPer10Minutes: 5 });
  const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const n = 200_000;
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const ip = `81.2.69.${i % 200}`;
    const path = endpointOf(`/api/generate/projects?page=${i % 5}`, undefined);
    recognize({ ip, method: 'GET', path, rawUrl: `/api/generate/projects?page=${i % 5}`, userAgent: ua, statusCode: 200, blocked: false, now: i });
    lookupGeo(ip);
  }
  console.log(`log hook work on the request path: ${(((performance.now() - start) * 1000) / n).toFixed(2)} µs per request`);
}

const SEED = `
-- Realistic shape: 20,000 visits of 50 requests each (a page and its assets and API calls within
-- two minutes) from 8,000 addresses, spread over 90 days.
INSERT INTO traffic_logs (created_at, ip_address, method, endpoint, status_code, response_time, user_agent, is_bot, bot_name, is_suspicious, suspicious_reason, country)
SELECT now() - interval '90 days' * (((g / 50) * 7919) % 20000) / 20000.0 + (g % 50) * interval '2 seconds',
       '10.' || ((((g / 50) * 31) % 8000) / 250) || '.' || ((((g / 50) * 31) % 8000) % 250) || '.1',
       CASE WHEN g % 10 = 0 THEN 'POST' ELSE 'GET' END,
       (ARRAY['/api/health','/login','/dashboard','/api/generate/projects','/assets/index.js','/.env','/api/auth/login'])[1 + g % 7],
       (ARRAY[200,200,200,304,401,404,429])[1 + g % 7],
       random() * 80,
       'Mozilla/5.0',
       (g / 50) % 5 = 0, CASE WHEN (g / 50) % 5 = 0 THEN 'Googlebot' END,
       g % 13 = 0, CASE WHEN g % 13 = 0 THEN 'scanner_path' END,
       (ARRAY['US','GB','DE','FR','IN','BR',NULL])[1 + (g / 50) % 7]
FROM generate_series(0, 999999) AS g
ORDER BY 1 -- the log is appended in time order, which its BRIN index of created_at relies on`;

async function scratchPostgres(adminUrl: string) {
  const name = `df_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    name,
    async drop() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function aggregates(database: Awaited<ReturnType<typeof openDatabase>>) {
  const seeded = performance.now();
  await database.execute(SEED);
  // The hourly roll-ups the request log keeps, rebuilt from the seeded rows by the migration's own backfill.
  const backfill = fs.readFileSync(path.resolve(import.meta.dirname, '../server/drizzle/0008_traffic_rollups.sql'), 'utf8');
  for (const statement of backfill.split('--> statement-breakpoint').filter((x) => x.trim().startsWith('INSERT'))) await database.execute(statement);
  await database.execute('VACUUM ANALYZE traffic_logs, traffic_hourly, traffic_hourly_dims');
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
    console.log(`${label.padEnd(22)} median ${runs[2]!.toFixed(1).padStart(7)} ms   worst ${runs[4]!.toFixed(1).padStart(7)} ms (${runs[4]! < QUERY_TARGET_MS ? 'meets' : 'misses'})`);
  };
  for (const tf of TIMEFRAMES) await time(`stats ${tf} (all 5 queries)`, () => trafficStats(database, tf, new Date()));
  await time('realtime', () => realtimeTraffic(database.db, new Date()));
  await time('suspicious limit 100', () => suspiciousTraffic(database.db, 100));
}

async function costs(adminUrl: string | undefined) {
  console.log(`request log cost (${ROUNDS} alternating pairs of ${SECONDS} s rounds after a warm-up of each, 10 connections; server, database and load generator share this machine, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs):`);
  hookCost();
  if (PART !== 'cost-pg') {
    console.log('-- embedded PGlite (the database runs inside the server process, so its inserts are server CPU):');
    const pglite = await openDatabase({ kind: 'pglite', dir: null });
    await logCost(pglite, null);
    await pglite.close();
  }
  if (!adminUrl) return;
  console.log('-- PostgreSQL (production):');
  const scratch = await scratchPostgres(adminUrl);
  try {
    await logCost(scratch.database, scratch.name);
  } finally {
    await scratch.drop();
  }
}

async function queries(adminUrl: string) {
  console.log('\nanalyzer queries over 1 million rows on PostgreSQL:');
  const big = await scratchPostgres(adminUrl);
  try {
    await aggregates(big.database);
  } finally {
    await big.drop();
  }
}

const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.log(`target: logging costs under ${COST_TARGET} % of throughput (on PostgreSQL); analyzer queries under ${QUERY_TARGET_MS} ms over 1 million rows`);
if (PART !== 'queries') await costs(adminUrl);
if (!adminUrl) console.log('PostgreSQL figures skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
else if (!PART.startsWith('cost')) await queries(adminUrl);
