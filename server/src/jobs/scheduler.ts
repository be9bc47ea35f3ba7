import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { claimJobLock, releaseJobLock } from './job-locks.queries';

export interface JobContext {
  db: Db;
  /** The job's clock: the tick's time in production, any instant in tests. Jobs never read Date.now(). */
  now: Date;
  log: FastifyBaseLogger;
  config: Config;
}

export interface ScheduledJob {
  /** Unique, kebab-case: also the lock's name (`credit-resets`, `traffic-retention`). */
  name: string;
  /** A cron pattern (croner syntax, UTC), e.g. `*\/5 * * * *`. */
  schedule: string;
  run(ctx: JobContext): Promise<void>;
  /** How long a run may hold the lock before another process may take over (a crashed holder). Default 10 min. */
  lockMs?: number;
}

export type JobOutcome = 'ran' | 'locked' | 'failed';

export interface SchedulerDeps {
  db: Db;
  log: FastifyBaseLogger;
  config: Config;
  /** Names this process in job_locks, so two processes never both run a job. */
  holder?: string;
}

const DEFAULT_LOCK_MS = 10 * 60_000;

/**
 * Scheduled work (credit resets, retention, sweepers). croner fires the ticks; a row in `job_locks`
 * decides which process runs each one, because every server process has its own scheduler.
 */
export class Scheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly timers: Cron[] = [];
  private readonly holder: string;

  constructor(private readonly deps: SchedulerDeps) {
    this.holder = deps.holder ?? `${process.pid}-${randomUUID()}`;
  }

  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`scheduled job ${job.name} is registered twice`);
    // Validates the pattern now, at start-up, rather than at the first tick.
    new Cron(job.schedule, { paused: true, timezone: 'UTC' }).stop();
    this.jobs.set(job.name, job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Runs one job now under its lock; tests pass the instant to run at. Never throws. */
  async runNow(name: string, options: { now?: Date } = {}): Promise<JobOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no scheduled job named ${name}`);
    const now = options.now ?? new Date();
    const { db, log, config } = this.deps;
    const claimed = await claimJobLock(db, name, this.holder, now, new Date(now.getTime() + (job.lockMs ?? DEFAULT_LOCK_MS)));
    if (!claimed) return 'locked';
    try {
      await job.run({ db, now, log: log.child({ job: name }), config });
      return 'ran';
    } catch (err) {
      log.error({ err, job: name }, 'scheduled job failed');
      return 'failed';
    } finally {
      await releaseJobLock(db, name, this.holder, new Date()).catch((err: unknown) => log.warn({ err, job: name }, 'could not release job lock'));
    }
  }

  /** Starts the ticks; `protect` skips a tick while the previous run of the same job is still going. */
  start(): void {
    for (const job of this.jobs.values()) {
      this.timers.push(new Cron(job.schedule, { timezone: 'UTC', protect: true }, async () => void (await this.runNow(job.name))));
    }
  }

  stop(): void {
    for (const timer of this.timers.splice(0)) timer.stop();
  }
}
