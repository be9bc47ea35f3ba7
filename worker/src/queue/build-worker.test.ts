import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { ABANDONED_MESSAGE, TIMED_OUT_MESSAGE, claimNextBuild } from './build-jobs';
import { createClaimedBuildRunner } from '../runners/claimed-build';
import type { BuildRunner } from '../runners/runner';
import { type BuildWorker, type BuildWorkerOptions, startBuildWorker } from './build-worker';
import type { OpenedQueueDatabase } from './open-queue-database';
import { deleteExpiredArtifacts } from './retention';
import { FAKE_KEY, failingRunner, hangingRunner, succeedingRunner } from './testing/fake-runners';
import { buildRow, openMigratedPglite, seedQueuedBuild } from './testing/migrated-pglite';

let db: OpenedQueueDatabase;
let artifactsDir: string;
const workers: BuildWorker[] = [];

beforeAll(async () => {
  db = await openMigratedPglite();
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  artifactsDir = await mkdtemp(path.join(os.tmpdir(), 'df-queue-test-'));
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  // Builds of earlier tests must not be claimed by later ones.
  await db.execute(`UPDATE builds SET status = 'cancelled' WHERE status IN ('queued', 'running')`);
  await rm(artifactsDir, { recursive: true, force: true });
});

async function start(runner: BuildRunner, overrides: Partial<BuildWorkerOptions> = {}) {
  const worker = await startBuildWorker({
    db, run: createClaimedBuildRunner({ runnerFor: () => runner, keystoreFor: async () => FAKE_KEY }), artifactsDir, concurrency: 1, buildTimeoutMs: 60_000,
    pollMs: 20, heartbeatMs: 50, recoverOnStart: 'stale', ...overrides,
  });
  workers.push(worker);
  return worker;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('runs a queued build to succeeded, records the APK and marks the project built', async () => {
  const { build } = await seedQueuedBuild(db);
  await start(succeedingRunner(artifactsDir));
  const row = await waitFor(() => buildRow(db, build), (r) => r.status === 'succeeded');
  expect(row.project_status).toBe('built');
  expect(row.apk_path).toBe(path.join(artifactsDir, `${build}.apk`));
  expect(row.apk_size).toBeGreaterThan(0);
  expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect((row.steps as { name: string }[]).map((s) => s.name)).toEqual(['check', 'compile', 'store']);
  const days = ((row.expires_at as Date).getTime() - (row.finished_at as Date).getTime()) / 86_400_000;
  expect(days).toBeCloseTo(30, 1);
});

test('streams the current step and log into the row while the build runs', async () => {
  const { build } = await seedQueuedBuild(db);
  await start(succeedingRunner(artifactsDir, 150));
  const running = await waitFor(() => buildRow(db, build), (r) => r.status === 'running' && r.step === 'compile');
  expect(running.log).toContain('[check] check running');
  expect(running.worker_id).toMatch(/^worker-/);
});

test('a failed build keeps parsed findings with stable codes and marks the project build_failed', async () => {
  const { build } = await seedQueuedBuild(db);
  await start(failingRunner);
  const row = await waitFor(() => buildRow(db, build), (r) => r.status === 'failed');
  expect(row.project_status).toBe('build_failed');
  expect(row.step).toBe('compile');
  expect(row.error).toContain('compile');
  expect(row.findings).toEqual([
    expect.objectContaining({ code: 'KOTLINC_UNRESOLVED_REFERENCE', file: 'app/src/main/java/com/example/demo/MainActivity.kt', line: 7, severity: 'error' }),
  ]);
});

test('never runs more builds at once than its concurrency', async () => {
  const seeds = [await seedQueuedBuild(db), await seedQueuedBuild(db), await seedQueuedBuild(db)];
  const worker = await start(hangingRunner(), { concurrency: 2 });
  await waitFor(async () => worker.running, (n) => n === 2);
  await new Promise((r) => setTimeout(r, 100));
  const statuses = await Promise.all(seeds.map(async (s) => (await buildRow(db, s.build)).status));
  expect(statuses.sort()).toEqual(['queued', 'running', 'running']);
});

test('two workers never claim the same build', async () => {
  for (let i = 0; i < 5; i++) await seedQueuedBuild(db);
  const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimNextBuild(db, `w${i}`, 60_000)));
  const ids = claims.filter((c) => c !== null).map((c) => c.id);
  expect(ids).toHaveLength(5);
  expect(new Set(ids).size).toBe(5);
});

test('a build stuck past its deadline becomes failed with a clear reason', async () => {
  const { build } = await seedQueuedBuild(db);
  await start(hangingRunner({ deaf: true }), { buildTimeoutMs: 50 });
  // The sweep allows 30 s of grace past the deadline; move the deadline back instead of waiting.
  await waitFor(() => buildRow(db, build), (r) => r.status === 'running');
  await db.execute(`UPDATE builds SET deadline_at = now() - interval '1 minute' WHERE id = $1`, [build]);
  const row = await waitFor(() => buildRow(db, build), (r) => r.status === 'failed');
  expect(row.error).toBe(TIMED_OUT_MESSAGE);
  expect(row.project_status).toBe('build_failed');
});

test('on start, the only worker fails builds left running by a dead process', async () => {
  const { build } = await seedQueuedBuild(db);
  await claimNextBuild(db, 'dead-worker', 600_000);
  await start(succeedingRunner(artifactsDir), { recoverOnStart: 'all' });
  const row = await buildRow(db, build);
  expect(row.status).toBe('failed');
  expect(row.error).toBe(ABANDONED_MESSAGE);
  expect(row.project_status).toBe('build_failed');
});

test('a running build whose worker went silent is failed once its lease is stale, not before', async () => {
  const { build } = await seedQueuedBuild(db);
  await claimNextBuild(db, 'silent-worker', 600_000);
  await start(succeedingRunner(artifactsDir), { staleMs: 400 });
  expect((await buildRow(db, build)).status).toBe('running');
  const row = await waitFor(() => buildRow(db, build), (r) => r.status === 'failed');
  expect(row.error).toBe(ABANDONED_MESSAGE);
});

test('stopping the worker cancels its running build and records it as failed', async () => {
  const { build } = await seedQueuedBuild(db);
  const worker = await start(hangingRunner());
  await waitFor(() => buildRow(db, build), (r) => r.status === 'running');
  await worker.stop();
  const row = await buildRow(db, build);
  expect(row.status).toBe('failed');
  expect(row.error).toMatch(/interrupted/);
});

test('retention deletes expired APK files and marks their builds', async () => {
  const { build } = await seedQueuedBuild(db);
  const file = path.join(artifactsDir, `${build}.apk`);
  await writeFile(file, 'apk');
  await db.execute(`UPDATE builds SET status = 'succeeded', apk_path = $2, expires_at = now() - interval '1 day' WHERE id = $1`, [build, file]);
  expect(await deleteExpiredArtifacts(db, artifactsDir)).toBe(1);
  expect(await readdir(artifactsDir)).toEqual([]);
  const row = await buildRow(db, build);
  expect(row.apk_path).toBeNull();
  expect(row.deleted_at).not.toBeNull();
});
