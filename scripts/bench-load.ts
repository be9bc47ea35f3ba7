/**
 * Load figures (issue 14), printed, never asserted: authenticated reads (GET /api/generate/projects,
 * GET /api/auth/credits) with autocannon against the real app on 127.0.0.1, on PGlite and, when
 * DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL (a scratch database, dropped after).
 * The load generator runs in its own process (not a thread of the server's), several rounds per
 * route; the median round is the verdict.
 * Target on PostgreSQL, 2 cores: ≥ 2,000 requests/s with p99 < 50 ms.
 * Usage: tsx scripts/bench-load.ts [seconds-per-round]
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '@droidforge/server/app';
import { loadConfig } from '@droidforge/server/config';
import { type Database, openDatabase } from '@droidforge/server/db/client';

const SECONDS = Math.max(2, Number(process.argv[2] ?? 5) || 5);
const ROUNDS = 3;
const CONNECTIONS = 50;
const ROUTES = ['/api/generate/projects', '/api/auth/credits'];
/** What PostgreSQL on 2 cores should sustain per route. */
const TARGET = { rps: 2000, p99Ms: 50 } as const;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon in a child process; its summary comes back as JSON on stdout. */
function loadFrom(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Load> {
  const script = `require('autocannon')(JSON.parse(process.argv[1])).then((r) => process.stdout.write(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts })))`;
  const options = JSON.stringify({ url, headers, connections, duration: seconds });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, options], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Load) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

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
    await loadFrom(address + route, headers, 10, 2); // warm-up
    const rounds: Load[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await loadFrom(address + route, headers, CONNECTIONS, SECONDS));
    const r = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)]!;
    const verdict = name === 'PostgreSQL' ? (r.rps >= TARGET.rps && r.p99 < TARGET.p99Ms ? '   (meets)' : '   (misses)') : '';
    const all = rounds.map((x) => `${Math.round(x.rps)} req/s p99 ${x.p99} ms`).join(', ');
    console.log(`${name.padEnd(10)} GET ${route.padEnd(24)} ${Math.round(r.rps).toString().padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}${verdict}   (rounds: ${all})`);
  }
  await app.close();
}

async function main() {
  console.log(`authenticated reads, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, the median round shown; autocannon in its own process`);
  console.log(`server, database and load generator share this machine: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
  console.log(`target on PostgreSQL (2 cores): ≥ ${TARGET.rps} req/s with p99 < ${TARGET.p99Ms} ms`);
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
  console.log(`load average at the end ${os.loadavg()[0]!.toFixed(1)}`);
}

await main();
