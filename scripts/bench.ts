/**
 * `npm run bench`: prints speed and size figures (never asserted in tests): generator (composer and
 * emitter per prompt), code checks, preview rendering, APK builds (cold and warm) when the toolchain is present,
 * the traffic log's cost and analyzer queries over 1 million rows (PostgreSQL when configured), and
 * authenticated-read load (req/s, p99) on PGlite and PostgreSQL.
 * Pass names to run only some: `npm run bench -- generator preview`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const BENCHES: Record<string, string> = {
  generator: 'scripts/bench-generator.ts',
  checks: 'scripts/bench-checks.ts',
  preview: 'scripts/bench-preview.ts',
  build: 'scripts/bench-build.ts',
  traffic: 'scripts/bench-traffic.ts',
  load: 'scripts/bench-load.ts',
};

const wanted = process.argv.slice(2);
let failed = false;
for (const [name, file] of Object.entries(BENCHES)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  if (!fs.existsSync(file)) {
    console.log(`(no ${file})`);
    continue;
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
