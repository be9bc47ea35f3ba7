import { describe, expect, test } from 'vitest';
import pino from 'pino';
import { TrafficRecorder, type TrafficRow } from './recorder';

const row = (n: number): TrafficRow => ({ ipAddress: '203.0.113.1', method: 'GET', endpoint: `/${n}`, statusCode: 200, responseTime: 1 });

describe('the batched request-log writer', () => {
  test('writes in batches of at most batchSize, and everything on flush', async () => {
    const batches: number[] = [];
    const recorder = new TrafficRecorder({ write: async (rows) => void batches.push(rows.length), log: pino({ level: 'silent' }), intervalMs: 60_000, batchSize: 3 });
    for (let i = 0; i < 7; i++) recorder.push(row(i));
    await recorder.flush();
    expect(batches).toEqual([3, 3, 1]);
  });

  test('rows pushed while a batch is being written wait for the next batch, not a small one of their own', async () => {
    const batches: number[] = [];
    let started = () => {};
    const writing = new Promise<void>((resolve) => (started = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const recorder = new TrafficRecorder({
      write: async (rows) => {
        batches.push(rows.length);
        started();
        await gate;
      },
      log: pino({ level: 'silent' }),
      intervalMs: 60_000,
      batchSize: 3,
    });
    for (let i = 0; i < 3; i++) recorder.push(row(i));
    await writing;
    recorder.push(row(3));
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([3]);
    await recorder.flush();
    expect(batches).toEqual([3, 1]);
  });

  test('keeps rows when a write fails and writes them on the next flush, bounded', async () => {
    let fail = true;
    const written: string[] = [];
    const recorder = new TrafficRecorder({
      write: async (rows) => {
        if (fail) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        written.push(...rows.map((r) => r.endpoint));
      },
      log: pino({ level: 'silent' }),
      intervalMs: 60_000,
      batchSize: 10,
      maxBuffered: 3,
    });
    for (let i = 0; i < 5; i++) recorder.push(row(i));
    await recorder.flush();
    fail = false;
    await recorder.stop();
    expect(written).toEqual(['/2', '/3', '/4']);
  });

  test('drops a batch the database refuses (not one it cannot reach), so one bad row never blocks the log', async () => {
    const attempts: number[] = [];
    const recorder = new TrafficRecorder({
      write: async (rows) => {
        attempts.push(rows.length);
        throw Object.assign(new Error('invalid byte sequence'), { code: '22021' });
      },
      log: pino({ level: 'silent' }),
      intervalMs: 60_000,
      batchSize: 10,
    });
    recorder.push(row(1));
    await recorder.flush();
    await recorder.flush();
    expect(attempts).toEqual([1]);
  });
});
