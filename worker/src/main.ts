// The build worker on its own (`npm run worker`): production, next to servers started with BUILD_WORKER=off.
import { resolveAppSecret } from './signing/app-secret';
import { createBuildSystem } from './build-system';
import { openQueueDatabase } from './queue/open-queue-database';
import { WorkerConfigError, loadWorkerConfig } from './config';
import { loadOrExit } from './process/load-or-exit';

const log = {
  info: (obj: object, msg?: string) => console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), msg, ...obj })),
  error: (obj: object, msg?: string) => console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), msg, ...serialisable(obj) })),
};

function serialisable(obj: object): object {
  const err = (obj as { err?: unknown }).err;
  return err instanceof Error ? { ...obj, err: { message: err.message, stack: err.stack } } : obj;
}

async function main() {
  const config = loadOrExit(loadWorkerConfig, (err): err is WorkerConfigError => err instanceof WorkerConfigError);
  const db = await openQueueDatabase({ url: config.databaseUrl }, (err) => log.error({ err }, 'database connection lost; the pool reconnects on the next query'));
  const system = await createBuildSystem({
    db,
    dataDir: config.dataDir,
    toolchainDir: config.toolchainDir,
    sealSecret: resolveAppSecret(config.secret, config.dataDir),
    concurrency: config.concurrency,
    buildTimeoutMs: config.timeoutMs,
    startWorker: true,
    // Other workers may be alive on the same database: only silent ones' builds are failed.
    recoverOnStart: 'stale',
    gradle: { androidHome: config.androidHome, gradle: config.gradlePath, depCache: config.gradleDepCache },
    requireSandbox: config.requireSandbox,
    log,
  });
  const status = system.toolchainStatus();
  log.info({ workerId: system.worker?.id, toolchain: status.ready ? 'ready' : 'missing', missing: status.missing, gradle: status.gradle }, 'build worker started');
  const shutdown = async (signal: string) => {
    log.info({}, `${signal} received, stopping the build worker`);
    await system.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
