import { randomUUID } from 'node:crypto';
import type { KeystoreRef } from '../signing/keystore';
import type { BuildResult } from '../pipeline/types';
import { buildFindings, failureMessage } from '../pipeline/build-findings';
import { type ClaimedBuild, claimNextBuild, failStuckBuilds, finishBuild, heartbeat, loadBuildFiles, writeProgress } from './build-jobs';
import { BuildProgress } from './build-progress';
import type { BuildRunner } from '../runners/runner';
import type { QueueDatabase } from './queue-database';
import { RETENTION_DAYS, deleteExpiredArtifacts } from './retention';

export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface BuildWorkerOptions {
  db: QueueDatabase;
  /** Picks the runner for a claimed build (embedded or Gradle); null = that toolchain is absent. */
  runnerFor: (build: ClaimedBuild) => BuildRunner | null;
  /** The user's signing key (created on first use). */
  keystoreFor: (userId: string) => Promise<KeystoreRef>;
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

const quietLog: WorkerLogger = { info() {}, error() {} };
const DEADLINE = 'deadline';
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
  const result = await produce(options, build, signal, progress);
  await progress.close();
  const steps = result.steps;
  const findings = buildFindings(result);
  const finished = result.ok
    ? await finishBuild(options.db, build.id, workerId, {
        ok: true, apkPath: result.apk.path, apkSize: result.apk.size, sha256: result.apk.sha256, retentionDays: RETENTION_DAYS, steps, log: result.log, findings,
      })
    : await finishBuild(options.db, build.id, workerId, { ok: false, error: failureMessage(result), step: result.step, steps, log: result.log, findings });
  log.info({ buildId: build.id, ok: result.ok, recorded: finished }, 'build finished');
}

async function produce(options: BuildWorkerOptions, build: ClaimedBuild, signal: AbortSignal, progress: BuildProgress): Promise<BuildResult> {
  const failed = (message: string, reason: 'INTERNAL' | 'TOOLCHAIN_MISSING' = 'INTERNAL'): BuildResult => ({
    ok: false, step: 'check', reason, message, errors: [], steps: [], findings: [], log: message,
  });
  const runner = options.runnerFor(build);
  if (!runner) return failed(build.toolchain === 'gradle' ? 'The Gradle toolchain (ANDROID_HOME and gradle) is not available on this worker.' : 'The APK toolchain is not installed on this worker (run: npm run setup-toolchain).', 'TOOLCHAIN_MISSING');
  const source = await loadBuildFiles(options.db, build);
  if (!source) return failed(`version ${build.versionN} of the project no longer exists`);
  let keystore: KeystoreRef;
  try {
    keystore = await options.keystoreFor(build.userId);
  } catch (err) {
    return failed(`the signing key could not be prepared (${err instanceof Error ? err.message : String(err)})`);
  }
  try {
    const run = runner({
      buildId: build.id, files: source.files, packageName: source.packageName || undefined, admob: build.admob, keystore,
      onStep: progress.onStep, signal, deadlineMs: build.deadlineAt.getTime(),
    });
    return await Promise.race([run, givenUp(signal)]);
  } catch (err) {
    return failed(`the build runner crashed (${err instanceof Error ? err.message : String(err)})`);
  }
}

const ABORT_GRACE_MS = 2000;

/**
 * After an abort the runner gets a moment to report its own result (its children are killed);
 * a runner that still does not answer is abandoned so it cannot hold a build slot forever.
 */
function givenUp(signal: AbortSignal): Promise<BuildResult> {
  return new Promise((resolve) => {
    const settle = () => {
      const timedOut = signal.reason === DEADLINE;
      setTimeout(
        () =>
          resolve({
            ok: false, step: 'check', reason: timedOut ? 'TIMEOUT' : 'CANCELLED', message: timedOut ? 'the build deadline passed' : 'build cancelled',
            errors: [], steps: [], findings: [], log: timedOut ? 'stopped: the build deadline passed' : 'stopped: the worker is shutting down',
          }),
        ABORT_GRACE_MS,
      ).unref();
    };
    if (signal.aborted) settle();
    else signal.addEventListener('abort', settle, { once: true });
  });
}
