import { randomUUID } from 'node:crypto';
import type { BuildEvent } from '../pipeline/types';
import { type BuildFiles, type BuildOutcome, type ClaimedBuild, claimNextBuild, failStuckBuilds, finishBuild, heartbeat, loadBuildFiles, writeProgress } from './build-jobs';
import { BuildProgress } from './build-progress';
import type { QueueDatabase } from './queue-database';
import { deleteExpiredArtifacts } from './retention';

export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface BuildWorkerOptions {
  db: QueueDatabase;
  /** Runs a claimed build to its outcome (runners/claimed-build.ts); the queue records it. */
  run: RunClaimedBuild;
  artifactsDir: string;
  /** At most this many builds at once in this process. */
  concurrency: number;
  /** Hard limit of one build. */
  buildTimeoutMs: number;
  pollMs?: number;
  heartbeatMs?: number;
  /** A running build whose worker has been silent this long is failed by any worker. */
  staleMs?: number;
  /**
   * 'all': this process is the only worker (PGlite), so on start every `running` build belonged to
   * a dead process and is failed at once. 'stale': others may be alive; wait for staleMs.
   */
  recoverOnStart: 'all' | 'stale';
  retentionIntervalMs?: number;
  log?: WorkerLogger;
  workerId?: string;
}

export interface BuildWorker {
  readonly id: string;
  /** Looks for work now instead of at the next poll (the server calls this after queueing). */
  wake(): void;
  /** Number of builds running in this process. */
  readonly running: number;
  /** Stops claiming, cancels running builds (they end failed) and waits for them. */
  stop(): Promise<void>;
}

/** What the queue hands the running of one claimed build: its files, progress events and abort. */
export interface ClaimedBuildRun {
  /** The files to build; null when the project version no longer exists. */
  loadFiles: () => Promise<BuildFiles | null>;
  onStep: (event: BuildEvent) => void;
  /** Aborted with DEADLINE past the build's deadline, with SHUTDOWN when the worker stops. */
  signal: AbortSignal;
}

/** Never throws for a failed build: every way a build ends is an outcome. */
export type RunClaimedBuild = (build: ClaimedBuild, run: ClaimedBuildRun) => Promise<BuildOutcome>;

const quietLog: WorkerLogger = { info() {}, error() {} };
export const DEADLINE = 'deadline';
const SHUTDOWN = 'shutdown';
const GRACE_MS = 30_000;

interface Loop {
  options: BuildWorkerOptions;
  id: string;
  log: WorkerLogger;
  staleMs: number;
  active: Map<string, { abort: AbortController; done: Promise<void> }>;
  stopped: boolean;
}

/** Starts the claim loop: poll, sweep stuck builds, heartbeat, retention. */
export async function startBuildWorker(options: BuildWorkerOptions): Promise<BuildWorker> {
  const heartbeatMs = options.heartbeatMs ?? 5000;
  const loop: Loop = {
    options, id: options.workerId ?? `worker-${randomUUID()}`, log: options.log ?? quietLog,
    staleMs: options.staleMs ?? Math.max(6 * heartbeatMs, 30_000), active: new Map(), stopped: false,
  };
  const recovered = await failStuckBuilds(options.db, { staleMs: loop.staleMs, graceMs: GRACE_MS, everyRunning: options.recoverOnStart === 'all' });
  if (recovered.length > 0) loop.log.info({ builds: recovered }, 'failed builds left running by a dead worker');
  const wake = coalesce(() => tick(loop, wake), (err) => loop.log.error({ err }, 'build queue poll failed'), () => loop.stopped);
  const timers = [
    setInterval(wake.run, options.pollMs ?? 1000),
    setInterval(() => void heartbeat(options.db, loop.id).catch((err: unknown) => loop.log.error({ err }, 'heartbeat failed')), heartbeatMs),
    setInterval(() => sweepArtifacts(loop), options.retentionIntervalMs ?? 3600_000),
  ];
  sweepArtifacts(loop);
  wake.run();
  return {
    id: loop.id,
    wake: wake.run,
    get running() {
      return loop.active.size;
    },
    async stop() {
      loop.stopped = true;
      for (const timer of timers) clearInterval(timer);
      for (const job of loop.active.values()) job.abort.abort(SHUTDOWN);
      await Promise.all([...loop.active.values()].map((job) => job.done));
      await wake.idle();
    },
  };
}

/** Runs `work` once at a time; a call while it runs schedules exactly one more run. */
function coalesce(work: () => Promise<void>, onError: (err: unknown) => void, stopped: () => boolean) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): void => {
    if (stopped()) return;
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return { run, idle: async () => void (await running) };
}

async function tick(loop: Loop, wake: { run: () => void }): Promise<void> {
  const swept = await failStuckBuilds(loop.options.db, { staleMs: loop.staleMs, graceMs: GRACE_MS });
  if (swept.length > 0) loop.log.info({ builds: swept }, 'failed stuck builds');
  while (!loop.stopped && loop.active.size < loop.options.concurrency) {
    const build = await claimNextBuild(loop.options.db, loop.id, loop.options.buildTimeoutMs);
    if (!build) break;
    loop.log.info({ buildId: build.id, projectId: build.projectId, version: build.versionN }, 'build started');
    void runOne(loop, build).then(() => wake.run());
  }
}

async function runOne(loop: Loop, build: ClaimedBuild): Promise<void> {
  const abort = new AbortController();
  const done = executeBuild(loop.options, loop.id, build, abort.signal, loop.log).catch((err: unknown) => loop.log.error({ err, buildId: build.id }, 'build crashed'));
  loop.active.set(build.id, { abort, done });
  // A tool that ignores its own timeout must not hold a build slot past the deadline.
  const watchdog = setTimeout(() => abort.abort(DEADLINE), Math.max(0, build.deadlineAt.getTime() - Date.now()) + 5000);
  await done;
  clearTimeout(watchdog);
  loop.active.delete(build.id);
}

function sweepArtifacts(loop: Loop): void {
  void deleteExpiredArtifacts(loop.options.db, loop.options.artifactsDir)
    .then((n) => n > 0 && loop.log.info({ count: n }, 'deleted expired APKs'))
    .catch((err: unknown) => loop.log.error({ err }, 'artifact retention failed'));
}

async function executeBuild(options: BuildWorkerOptions, workerId: string, build: ClaimedBuild, signal: AbortSignal, log: WorkerLogger): Promise<void> {
  const progress = new BuildProgress(async (p) => {
    await writeProgress(options.db, build.id, workerId, p);
  });
  const outcome = await options.run(build, { loadFiles: () => loadBuildFiles(options.db, build), onStep: progress.onStep, signal });
  await progress.close();
  const finished = await finishBuild(options.db, build.id, workerId, outcome);
  log.info({ buildId: build.id, ok: outcome.ok, recorded: finished }, 'build finished');
}
