import type { FastifyBaseLogger } from 'fastify';
import type { trafficLogs } from '../../db/schema';
import { isDatabaseUnavailable } from '../../db/unavailable';

/** One request-log row; createdAt as a Date or epoch milliseconds (the request hook's, saving an object per request); now when absent. */
export type TrafficRow = Omit<typeof trafficLogs.$inferInsert, 'createdAt'> & { createdAt?: Date | number };

export interface RecorderOptions {
  write: (rows: TrafficRow[]) => Promise<void>;
  log: FastifyBaseLogger;
  intervalMs: number;
  batchSize: number;
  /** While the database is away, keep at most this many rows; older ones are dropped (and counted in the log). */
  maxBuffered?: number;
  /** Rows gathered elsewhere since the last flush (the request hook's columnar capture), taken at each flush. */
  take?: () => TrafficRow[];
}

/**
 * Buffers request-log rows and writes them in batches: every intervalMs, as soon as batchSize
 * rows wait, and on stop(). Rows come from push(), or from opts.take at each flush (the request
 * hook's capture, which calls flush() itself when it fills). Logging never delays or fails a request.
 */
export class TrafficRecorder {
  private buffer: TrafficRow[] = [];
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly maxBuffered: number;

  constructor(private readonly opts: RecorderOptions) {
    this.maxBuffered = opts.maxBuffered ?? 20_000;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.opts.intervalMs).unref();
  }

  push(row: TrafficRow): void {
    this.buffer.push(row);
    if (this.buffer.length >= this.opts.batchSize) void this.flush();
  }

  /**
   * Writes everything buffered so far; resolves when it is stored (or given up). Rows pushed while
   * a write is under way wait for the next full batch or tick: draining them at once would turn a
   * busy server's log into a stream of small statements, each paying the statement's fixed cost.
   */
  flush(): Promise<void> {
    const taken = this.taken();
    const rows = this.buffer.length === 0 ? taken : this.buffer.concat(taken);
    this.buffer = [];
    this.chain = this.chain.then(() => this.write(rows));
    return this.chain;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private taken(): TrafficRow[] {
    if (!this.opts.take) return [];
    try {
      return this.opts.take();
    } catch (err) {
      this.opts.log.error({ err }, 'captured requests could not be turned into log rows; dropped');
      return [];
    }
  }

  private async write(rows: TrafficRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += this.opts.batchSize) {
      const batch = rows.slice(start, start + this.opts.batchSize);
      try {
        await this.opts.write(batch);
      } catch (err) {
        // Only a lost database is worth retrying; a batch the database refuses would fail forever.
        if (isDatabaseUnavailable(err)) {
          this.requeue(rows.slice(start), err);
          return;
        }
        this.opts.log.error({ err, dropped: batch.length }, 'traffic log batch refused by the database; dropped');
      }
    }
  }

  private requeue(rows: TrafficRow[], err: unknown): void {
    this.buffer = rows.concat(this.buffer);
    const dropped = this.buffer.length - this.maxBuffered;
    if (dropped > 0) this.buffer.splice(0, dropped);
    this.opts.log.warn({ err, buffered: this.buffer.length, dropped: Math.max(0, dropped) }, 'traffic log write failed; will retry');
  }
}
