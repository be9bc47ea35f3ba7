import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type BuildSettings, type BuildSystem, WorkerConfigError, createBuildSystem, loadBuildSettings, loadOrExit, resolveAppSecret } from '@droidforge/worker';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, configuredTarget, openDatabase } from './db/client';
import { DirLockedError } from './db/dir-lock';

export interface Settings {
  config: Config;
  /** The build settings, read by the worker's own loader (config.ts may not import the worker). */
  builds: BuildSettings;
}

/**
 * This process's settings: the server's (config.ts) and the worker's build settings, checked
 * together so one ConfigError lists everything that is wrong. `config.builds.secret` is APP_SECRET
 * as the worker read it: download tokens and sealed keys use the one secret.
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const problems: string[] = [];
  const config = collect(() => loadConfig(env), problems);
  const builds = collect(() => loadBuildSettings(env), problems);
  if (!config || !builds) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return { config: { ...config, builds: { ...config.builds, secret: builds.secret } }, builds };
}

function collect<T>(load: () => T, problems: string[]): T | null {
  try {
    return load();
  } catch (err) {
    if (!(err instanceof ConfigError || err instanceof WorkerConfigError)) throw err;
    problems.push(err.message.replace(/^Invalid configuration:\n/, ''));
    return null;
  }
}

/**
 * The worker side of this process (ADR 0003): toolchain status and compile checks for the API,
 * and — unless BUILD_WORKER=off — the build worker itself, on the same database handle and one
 * shared set of warm JVM tools.
 */
export async function composeBuildSystem({ config, builds }: Settings, database: Database, log?: () => FastifyBaseLogger | null): Promise<BuildSystem> {
  return createBuildSystem({
    db: database,
    dataDir: config.dataDir,
    toolchainDir: builds.toolchainDir,
    sealSecret: resolveAppSecret(builds.secret, config.dataDir),
    concurrency: builds.concurrency,
    buildTimeoutMs: builds.timeoutMs,
    startWorker: config.builds.worker,
    warmUp: config.builds.worker && config.builds.warmUp,
    // PGlite allows one process, so every `running` build at start-up belonged to a dead one.
    recoverOnStart: database.kind === 'pglite' ? 'all' : 'stale',
    gradle: { androidHome: builds.androidHome, gradle: builds.gradlePath, depCache: builds.gradleDepCache },
    requireSandbox: builds.requireSandbox,
    log: log && { info: (obj, msg) => log()?.info(obj, msg), error: (obj, msg) => log()?.error(obj, msg) },
  });
}

/** Stops with the message when the settings are wrong; pins the app secret. */
function loadSettingsOrExit(): Settings {
  const { config, builds } = loadOrExit(loadSettings, (err): err is ConfigError => err instanceof ConfigError);
  // Download tokens and sealed signing keys must survive restarts: pin the secret now.
  const secret = resolveAppSecret(builds.secret, config.dataDir);
  return { config: { ...config, builds: { ...config.builds, secret } }, builds: { ...builds, secret } };
}

async function main() {
  const settings = loadSettingsOrExit();
  const { config } = settings;
  let logger: FastifyBaseLogger | null = null;
  let database: Database;
  try {
    database = await openDatabase(configuredTarget(config), {
      onConnectionLost: (err) => logger?.warn({ err }, 'database connection lost; the pool opens a new one on the next query'),
    });
  } catch (err) {
    if (err instanceof DirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const builds = await composeBuildSystem(settings, database, () => logger);
  const app = await buildApp(config, { database, builds });
  logger = app.log;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await builds.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.scheduler) app.scheduler.start();
  const status = builds.toolchainStatus();
  app.log.info({ toolchain: status.ready ? 'ready' : 'missing', missing: status.missing, worker: config.builds.worker }, `Droidforge is running at ${config.publicUrl}`);
}

// Tests import composeBuildSystem; only running this file starts the server.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) void main();
