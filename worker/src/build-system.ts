import type { ToolchainStatus } from '@droidforge/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { createToolHost } from './jvm-tools/tool-host';
import { createGeneratorChecker } from './pipeline/generator-checker';
import { defaultWorkRoot } from './pipeline/run-build';
import type { BuildEnvironment } from './pipeline/types';
import { type BuildWorker, type WorkerLogger, startBuildWorker } from './queue/build-worker';
import type { QueueDatabase } from './queue/queue-database';
import { createClaimedBuildRunner } from './runners/claimed-build';
import { createEmbeddedRunner } from './runners/embedded';
import { createGradleRunner, detectGradle } from './runners/gradle';
import { createKeystore, ensureKeystore } from './signing/keystore';
import { deriveSealKey } from './signing/seal';
import { createSqlKeystoreStore } from './signing/sql-keystore-store';
import { detectToolchain } from './toolchain/toolchain';

export interface BuildSystemOptions {
  db: QueueDatabase;
  /** Where `artifacts/` lives. */
  dataDir: string;
  toolchainDir: string;
  /** Secret the signing keys are sealed with. */
  sealSecret: string;
  concurrency: number;
  buildTimeoutMs: number;
  /** false: only the toolchain status (the server process of a split deployment). */
  startWorker: boolean;
  /** Compile a small generated app in the background at start, so the tool server is warm for users. */
  warmUp?: boolean;
  recoverOnStart: 'all' | 'stale';
  gradle: { androidHome: string | null; gradle: string | null; depCache?: string | null };
  /** No tool runs without the bubblewrap sandbox: without it the toolchain is not ready (production). */
  requireSandbox?: boolean;
  log?: WorkerLogger;
  pollMs?: number;
  heartbeatMs?: number;
  staleMs?: number;
}

/** What the server process needs from the worker side, injected by server/src/main.ts (ADR 0003). */
export interface BuildSystem {
  toolchainStatus(): ToolchainStatus;
  notifyQueued(): void;
  readonly worker: BuildWorker | null;
  close(): Promise<void>;
}

/** One toolchain, one warm tool host (kotlinc, javac, ProGuard, dx) shared by every build and fix. */
export async function createBuildSystem(options: BuildSystemOptions): Promise<BuildSystem> {
  const detect = () => detectToolchain(options.toolchainDir, { requireSandbox: options.requireSandbox });
  const toolchain = detect();
  // Gradle runs its tools in the same sandbox: where it is required and missing, Gradle is absent too.
  const gradle = toolchain.sandboxRequired && toolchain.sandbox !== 'bwrap' ? null : detectGradle({ ...options.gradle, path: process.env.PATH ?? '' });
  const workRoot = defaultWorkRoot();
  const tools = toolchain.ready ? createToolHost(toolchain, { workRoot }) : undefined;
  const environment: BuildEnvironment = { toolchain, tools, artifactsDir: path.join(options.dataDir, 'artifacts'), check: createGeneratorChecker(), workRoot };
  const embedded = toolchain.ready ? createEmbeddedRunner(environment) : null;
  const viaGradle = gradle ? createGradleRunner({ ...environment, gradle }) : null;
  const keystores = createSqlKeystoreStore(options.db);
  const sealKey = deriveSealKey(options.sealSecret);

  const worker = options.startWorker
    ? await startBuildWorker({
        db: options.db,
        run: createClaimedBuildRunner({
          runnerFor: (build) => (build.toolchain === 'gradle' ? viaGradle : embedded),
          keystoreFor: (userId) => ensureKeystore(keystores, userId, { sealKey, keytool: toolchain.paths.keytool || 'keytool' }),
        }),
        artifactsDir: environment.artifactsDir,
        concurrency: options.concurrency,
        buildTimeoutMs: options.buildTimeoutMs,
        recoverOnStart: options.recoverOnStart,
        log: options.log,
        pollMs: options.pollMs,
        heartbeatMs: options.heartbeatMs,
        staleMs: options.staleMs,
      })
    : null;
  if (options.warmUp && embedded) void warmUpTools(environment, options.log);
  return {
    worker,
    toolchainStatus: () => {
      const now = detect();
      return { ready: now.ready, missing: now.missing, gradle: gradle !== null };
    },
    notifyQueued: () => worker?.wake(),
    async close() {
      await worker?.stop();
      await tools?.close();
    },
  };
}

/**
 * Measured: the first build in a fresh JVM compiles ~2× slower than later ones; users should not pay
 * it. Builds a small generated app with a throw-away key into a scratch folder.
 */
async function warmUpTools(environment: BuildEnvironment, log?: WorkerLogger): Promise<void> {
  const started = Date.now();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'df-warm-up-'));
  try {
    const { files, appData } = emitProject(composeApp('A simple counter app').spec);
    const keystore = await createKeystore(environment.toolchain.paths.keytool);
    const result = await createEmbeddedRunner({ ...environment, artifactsDir: scratch })({
      buildId: `warm-up-${randomUUID()}`, files, packageName: appData.packageName, keystore, deadlineMs: Date.now() + 10 * 60_000,
    });
    log?.info({ ms: Date.now() - started, ok: result.ok }, 'build tools warmed up');
  } catch (err) {
    log?.error({ err }, 'build tools warm-up failed');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
