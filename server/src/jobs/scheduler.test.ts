import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/client';
import { testDatabaseKinds } from '../testing/databases';
import { testConfig } from '../testing/app';
import { findJobLock } from './job-locks.queries';
import { type JobContext, Scheduler } from './scheduler';

const log = pino({ level: 'silent' });
const T0 = new Date('2026-03-01T00:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

describe.each(testDatabaseKinds())('scheduler on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database?.close();
  });
  const scheduler = (holder: string) => new Scheduler({ db: database.db, log, config: testConfig(), holder });

  test('runs a job with the clock it is given', async () => {
    const seen: Date[] = [];
    const a = scheduler('a');
    a.register({ name: 'clock-job', schedule: '0 * * * *', run: async (ctx: JobContext) => void seen.push(ctx.now) });
    expect(await a.runNow('clock-job', { now: minutes(5) })).toBe('ran');
    expect(seen).toEqual([minutes(5)]);
    expect((await findJobLock(database.db, 'clock-job'))?.lastRunAt).not.toBeNull();
  });

  test('a second process skips a tick while the first one holds the lock', async () => {
    const a = scheduler('a');
    const b = scheduler('b');
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job = { name: 'slow-job', schedule: '0 * * * *', run: async () => { runs += 1; await gate; } };
    a.register(job);
    b.register(job);
    const first = a.runNow('slow-job', { now: T0 });
    await expect.poll(() => runs).toBe(1);
    expect(await b.runNow('slow-job', { now: minutes(1) })).toBe('locked');
    release();
    expect(await first).toBe('ran');
    expect(await b.runNow('slow-job', { now: minutes(2) })).toBe('ran');
    expect(runs).toBe(2);
  });

  test('a lock left by a crashed process is taken over once it expires', async () => {
    const crashed = scheduler('crashed');
    const survivor = scheduler('survivor');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let survivorRuns = 0;
    crashed.register({ name: 'orphan-job', schedule: '0 * * * *', lockMs: 5 * 60_000, run: () => gate });
    survivor.register({ name: 'orphan-job', schedule: '0 * * * *', run: async () => void (survivorRuns += 1) });
    const stuck = crashed.runNow('orphan-job', { now: T0 });
    await expect.poll(async () => (await findJobLock(database.db, 'orphan-job'))?.holder).toBe('crashed');
    expect(await survivor.runNow('orphan-job', { now: minutes(4) })).toBe('locked');
    expect(await survivor.runNow('orphan-job', { now: minutes(6) })).toBe('ran');
    expect(survivorRuns).toBe(1);
    release();
    await stuck;
  });

  test('a failing job is reported as failed and frees its lock', async () => {
    const a = scheduler('a');
    a.register({ name: 'broken-job', schedule: '0 * * * *', run: async () => { throw new Error('boom'); } });
    expect(await a.runNow('broken-job', { now: T0 })).toBe('failed');
    expect(await scheduler('b').runNow('broken-job', { now: minutes(1) }).catch((e: Error) => e.message)).toBe('no scheduled job named broken-job');
    const b = scheduler('b');
    b.register({ name: 'broken-job', schedule: '0 * * * *', run: async () => undefined });
    expect(await b.runNow('broken-job', { now: minutes(1) })).toBe('ran');
  });

  test('refuses a bad cron pattern and a job registered twice at start-up', () => {
    const a = scheduler('a');
    expect(() => a.register({ name: 'bad', schedule: 'every tuesday', run: async () => undefined })).toThrow();
    a.register({ name: 'twice', schedule: '0 * * * *', run: async () => undefined });
    expect(() => a.register({ name: 'twice', schedule: '0 * * * *', run: async () => undefined })).toThrow(/registered twice/);
  });
});
