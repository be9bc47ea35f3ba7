import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { buildFindings, failureMessage } from './pipeline/build-findings';
import { createGeneratorChecker } from './pipeline/generator-checker';
import { defaultWorkRoot, runBuild } from './pipeline/run-build';
import type { Finding } from './pipeline/types';
import { createToolHost } from './jvm-tools/tool-host';
import { type KeystoreRef, createKeystore, ensureKeystore } from './signing/keystore';
import { deriveSealKey } from './signing/seal';
import { detectToolchain } from './toolchain/toolchain';
import { type BuildWorker, type WorkerLogger, startBuildWorker } from './queue/build-worker';
import { createEmbeddedRunner } from './runners/embedded';
import { createGradleRunner, detectGradle } from './runners/gradle';
import type { QueueDatabase } from './queue/queue-database';
import { createSqlKeystoreStore } from './signing/sql-keystore-store';

export interface BuildSystemOptions {
  db: QueueDatabase;
  /** Where `artifacts/` lives. */
  dataDir: string;
  toolchainDir: string;
  /** Secret the signing keys are sealed with. */
  sealSecret: string;
  concurrency: number;
  buildTimeoutMs: number;
  /** false: only status and compile checks (the server process of a split deployment). */
  startWorker: boolean;
  /** Compile a small generated app in the background at start, so the tool server is warm for users. */
  warmUp?: boolean;
  recoverOnStart: 'all' | 'stale';
  gradle: { androidHome: string | null; gradle: string | null };
  log?: WorkerLogger;
  pollMs?: number;
  heartbeatMs?: number;
  staleMs?: number;
}

export interface ToolchainStatus {
  ready: boolean;
  missing: string[];
  /** The Gradle toolchain (Google's ads SDK) is present. */
  gradle: boolean;
}

export type CompileCheck = { ok: true; log: string } | { ok: false; message: string; findings: Finding[]; log: string };

/** What the server process needs from the worker side, injected by server/src/main.ts (ADR 0003). */
export interface BuildSystem {
  toolchainStatus(): ToolchainStatus;
  /** Runs the whole pipeline on files with a throw-away key: does this project build? */
  compileCheck(files: Record<string, string>, packageName?: string): Promise<CompileCheck>;
  notifyQueued(): void;
  readonly worker: BuildWorker | null;
  close(): Promise<void>;
}

/** One toolchain, one warm tool host (kotlinc, javac, ProGuard, dx) shared by builds and checks. */
export async function createBuildSystem(options: BuildSystemOptions): Promise<BuildSystem> {
  const toolchain = detectToolchain(options.toolchainDir);
  const gradle = detectGradle({ ...options.gradle, path: process.env.PATH ?? '' });
  const workRoot = defaultWorkRoot();
  const tools = toolchain.ready ? createToolHost(toolchain, { workRoot }) : undefined;
  const artifactsDir = path.join(options.dataDir, 'artifacts');
  const check = createGeneratorChecker();
  const sealKey = deriveSealKey(options.sealSecret);
  const environment = { toolchain, tools, artifactsDir, check, workRoot };
  const embedded = toolchain.ready ? createEmbeddedRunner(environment) : null;
  const viaGradle = gradle ? createGradleRunner({ ...environment, gradle }) : null;
  const keystores = createSqlKeystoreStore(options.db);
  let throwAwayKey: Promise<KeystoreRef> | null = null;

  const worker = options.startWorker
    ? await startBuildWorker({
        db: options.db,
        runnerFor: (build) => (build.toolchain === 'gradle' ? viaGradle : embedded),
        keystoreFor: (userId) => ensureKeystore(keystores, userId, { sealKey, keytool: toolchain.paths.keytool || 'keytool' }),
        artifactsDir,
        concurrency: options.concurrency,
        buildTimeoutMs: options.buildTimeoutMs,
        recoverOnStart: options.recoverOnStart,
        log: options.log,
        pollMs: options.pollMs,
        heartbeatMs: options.heartbeatMs,
        staleMs: options.staleMs,
      })
    : null;

  const system: BuildSystem = {
    worker,
    toolchainStatus: () => {
      const now = detectToolchain(options.toolchainDir);
      return { ready: now.ready, missing: now.missing, gradle: gradle !== null };
    },
    async compileCheck(files, packageName) {
      if (!toolchain.ready) return { ok: false, message: `The APK toolchain is not installed: ${toolchain.missing.join('; ')}`, findings: [], log: '' };
      throwAwayKey ??= createKeystore(toolchain.paths.keytool).catch((err: unknown) => {
        throwAwayKey = null;
        throw err;
      });
      const scratch = await mkdtemp(path.join(os.tmpdir(), 'df-compile-check-'));
      try {
        const result = await runBuild({
          files, packageName, keystore: await throwAwayKey, artifactsDir: scratch, buildId: `check-${randomUUID()}`,
          toolchain, tools, check, workRoot, deadlineMs: Date.now() + options.buildTimeoutMs,
        });
        return result.ok ? { ok: true, log: result.log } : { ok: false, message: failureMessage(result), findings: buildFindings(result), log: result.log };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
    notifyQueued: () => worker?.wake(),
    async close() {
      await worker?.stop();
      await tools?.close();
    },
  };
  if (options.warmUp && toolchain.ready) warmUpTools(system, options.log);
  return system;
}

/** Measured: the first build in a fresh JVM compiles ~2× slower than later ones; users should not pay it. */
function warmUpTools(system: BuildSystem, log?: WorkerLogger): void {
  const started = Date.now();
  const { files, appData } = emitProject(composeApp('A simple counter app').spec);
  system
    .compileCheck(files, appData.packageName)
    .then((result) => log?.info({ ms: Date.now() - started, ok: result.ok }, 'build tools warmed up'))
    .catch((err: unknown) => log?.error({ err }, 'build tools warm-up failed'));
}
