import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type BuildSystem, createBuildSystem, resolveAppSecret } from '@droidforge/worker';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, configuredTarget, openDatabase } from './db/client';
import { DirLockedError } from './db/dir-lock';

/**
 * The worker side of this process (ADR 0003): toolchain status and compile checks for the API,
 * and — unless BUILD_WORKER=off — the build worker itself, on the same database handle and one
 * shared set of warm JVM tools.
 */
export async function composeBuildSystem(config: Config, database: Database, log?: () => FastifyBaseLogger | null): Promise<BuildSystem> {
  return createBuildSystem({
    db: database,
    dataDir: config.dataDir,
    toolchainDir: config.builds.toolchainDir,
    sealSecret: resolveAppSecret(config.builds.secret, config.dataDir),
    concurrency: config.builds.concurrency,
    buildTimeoutMs: config.builds.timeoutMs,
    startWorker: config.builds.worker,
    warmUp: config.builds.worker && config.builds.warmUp,
    // PGlite allows one process, so every `running` build at start-up belonged to a dead one.
    recoverOnStart: database.kind === 'pglite' ? 'all' : 'stale',
    gradle: { androidHome: config.builds.androidHome, gradle: config.builds.gradlePath, depCache: config.builds.gradleDepCache },
    requireSandbox: config.builds.requireSandbox,
    log: log && { info: (obj, msg) => log()?.info(obj, msg), error: (obj, msg) => log()?.error(obj, msg) },
  });
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
    // Download tokens and sealed signing keys must survive restarts: pin the secret now.
    config = { ...config, builds: { ...config.builds, secret: resolveAppSecret(config.builds.secret, config.dataDir) } };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
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
  const builds = await composeBuildSystem(config, database, () => logger);
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
