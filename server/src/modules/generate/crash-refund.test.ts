import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { creditLedger, generationReservations, idempotencyKeys, projects } from '../../db/schema';
import { testConfig } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { GENERATION_SWEEPER, staleAfterMs } from './sweeper';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CHILD = path.join(ROOT, 'server/src/modules/generate/testing/generate-child.ts');

/** A model endpoint on loopback that takes the request and never answers; `reached` resolves on the first call. */
async function silentModel() {
  let reached!: () => void;
  const called = new Promise<void>((resolve) => (reached = resolve));
  const server = http.createServer(() => reached());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, called, close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

test('a process killed mid-generation leaves credits held until the sweeper refunds them, drops the placeholder app and frees the key', { timeout: 180_000 }, async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'df-gen-crash-'));
  const model = await silentModel();
  const key = 'crash-key-0001';
  try {
    // Sign up in this process, then hand the database folder over (PGlite: one process at a time).
    const seed = await openDatabase({ kind: 'pglite', dir });
    const seedApp = await buildApp(testConfig(), { database: seed });
    const { token, user } = await signUp(seedApp);
    await seedApp.close();
    await seed.close();

    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: ROOT,
      env: { ...process.env, CHILD_DATABASE: dir, CHILD_TOKEN: token, CHILD_MODEL_URL: model.url, CHILD_KEY: key },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await model.called; // credits are reserved before the model is asked
    child.kill('SIGKILL');
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');

    const database = await openDatabase({ kind: 'pglite', dir });
    const app = await buildApp(testConfig(), { database });
    try {
      const credits = async () => (await app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json().credits;
      // What the dead process left behind: 100 credits held, an app counting against the limit, a pending key.
      expect(await credits()).toBe(400);
      const placeholder = await app.db.select().from(projects).where(eq(projects.userId, user.id));
      expect(placeholder.map((p) => p.status)).toEqual(['generating']);
      const retry = () =>
        app.inject({ method: 'POST', url: '/api/generate/app', headers: { ...bearer(token), 'idempotency-key': key }, payload: { prompt: 'A counter app with a reset button' } });
      expect((await retry()).statusCode).toBe(409);

      // Within the model timeout the work may still be running elsewhere: nothing is touched.
      const started = (await app.db.select().from(generationReservations))[0]!.createdAt.getTime();
      expect(await app.scheduler.runNow(GENERATION_SWEEPER, { now: new Date(started + 1000) })).toBe('ran');
      expect(await credits()).toBe(400);

      expect(await app.scheduler.runNow(GENERATION_SWEEPER, { now: new Date(started + staleAfterMs(app.config) + 1000) })).toBe('ran');
      expect(await credits()).toBe(500);
      const refunds = await app.db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, 'refund')));
      expect(refunds.map((r) => r.delta)).toEqual([100]);
      expect(await app.db.select().from(projects).where(eq(projects.userId, user.id))).toEqual([]);
      expect(await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

      // A second sweep refunds nothing more; the retry now runs (and is charged once).
      await app.scheduler.runNow(GENERATION_SWEEPER, { now: new Date(started + staleAfterMs(app.config) + 60_000) });
      expect(await credits()).toBe(500);
      expect((await retry()).statusCode).toBe(200);
      expect(await credits()).toBe(400);
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await model.close();
    await rm(dir, { recursive: true, force: true });
  }
});
