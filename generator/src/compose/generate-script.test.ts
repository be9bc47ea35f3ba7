import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const outRoot = mkdtempSync(join(tmpdir(), 'droidforge-generate-'));

function generate(...args: string[]) {
  return spawnSync(TSX, ['scripts/generate.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
}

afterAll(() => rmSync(outRoot, { recursive: true, force: true }));

test('writes a refined project under the temp dir and prints a JSON summary', () => {
  const out = join(outRoot, 'notes');
  const run = generate('--prompt', 'Make me a notes app. Notes have a title and a body.', '--refine', 'rename the app to Jotter', '--out', out);
  expect(run.status).toBe(0);
  const summary = JSON.parse(run.stdout) as { appName: string; packageName: string; kind: string; files: string[]; findings: { severity: string }[] };
  expect(summary).toMatchObject({ appName: 'Jotter', packageName: 'com.droidforge.notes', kind: 'notes' });
  expect(summary.files).toContain('app/src/main/AndroidManifest.xml');
  expect(summary.findings.filter((f) => f.severity === 'error')).toEqual([]);
  for (const file of summary.files) expect(existsSync(join(out, file))).toBe(true);
  expect(readFileSync(join(out, 'app/src/main/res/values/strings.xml'), 'utf8')).toContain('Jotter');
});

test('refuses an output folder outside the current and temp directories with exit code 2', () => {
  const run = generate('--prompt', 'A counter', '--out', '/etc/droidforge-should-not-exist');
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('Refusing to write to /etc/droidforge-should-not-exist');
  expect(existsSync('/etc/droidforge-should-not-exist')).toBe(false);
});

test('refuses a relative path that climbs out of the current directory', () => {
  // Relative to the repository, wherever the clone lives (CI may clone under the temp dir).
  const climbing = relative(ROOT, '/srv/droidforge-escape-attempt');
  expect(climbing.startsWith('..')).toBe(true);
  const run = generate('--prompt', 'A counter', '--out', climbing);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('--out must be a folder inside');
});

test('explains the usage when the prompt is missing', () => {
  const run = generate('--out', join(outRoot, 'x'));
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('Usage: npm run generate');
});
