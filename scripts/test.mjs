// `npm test`: lint, typecheck, build the web app (the e2e tests drive it), then every Vitest project
// (unit, API on PGlite and — with TEST_DATABASE_URL — PostgreSQL, worker, e2e in chromium).
// Extra arguments go to Vitest, e.g. `npm test -- --project server`.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureInstall } from './ensure-install.mjs';

ensureInstall();
const extra = process.argv.slice(2);
const step = (title, command) => {
  console.log(`\n> ${title}`);
  execSync(command, { stdio: 'inherit' });
};

try {
  if (extra.length === 0) {
    step('lint', 'npx eslint . --max-warnings=0');
    step('typecheck', 'npx tsc -p tsconfig.json --noEmit');
  }
  step('build the web app', 'npm run build:web --silent');
} catch {
  process.exit(1);
}

fs.mkdirSync('tmp', { recursive: true });
console.log('\n> vitest');
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=tmp/vitest-report.json', ...extra], {
  stdio: 'inherit',
});
try {
  const report = JSON.parse(fs.readFileSync('tmp/vitest-report.json', 'utf8'));
  console.log(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  // Vitest fails the run on errors thrown outside any test; say so, or "0 failed" would mislead.
  if (run.status !== 0 && report.numFailedTests === 0) {
    console.log('Vitest exited with an error although every test passed: look for "Unhandled Errors" above.');
  }
} catch {
  console.log('\n(no test report was written)');
}
process.exit(run.status ?? 1);
