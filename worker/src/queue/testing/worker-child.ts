/**
 * A worker process for the crash-recovery test: runs the real claim loop with a build that never
 * ends, against CHILD_DATABASE (a PostgreSQL URL or a PGlite folder). Prints `started <id>` once
 * a build runs and `ready` once start-up recovery is done.
 */
import { createClaimedBuildRunner } from '../../runners/claimed-build';
import { startBuildWorker } from '../build-worker';
import { openQueueDatabase } from '../open-queue-database';
import { FAKE_KEY, hangingRunner } from './fake-runners';

const target = process.env.CHILD_DATABASE ?? '';
const db = await openQueueDatabase(/^postgres(ql)?:/.test(target) ? { url: target } : { pgliteDir: target }, (err) =>
  console.error(`worker child: database connection lost (${err.message})`),
);
const worker = await startBuildWorker({
  db,
  run: createClaimedBuildRunner({ runnerFor: () => hangingRunner(), keystoreFor: async () => FAKE_KEY }),
  artifactsDir: process.env.CHILD_ARTIFACTS ?? '/tmp/df-child-artifacts',
  concurrency: 1,
  buildTimeoutMs: 600_000,
  pollMs: 50,
  heartbeatMs: 100,
  staleMs: 1000,
  recoverOnStart: /^postgres(ql)?:/.test(target) ? 'stale' : 'all',
  log: { info: (obj, msg) => msg === 'build started' && console.log(`started ${(obj as { buildId: string }).buildId}`), error: (obj) => console.error(obj) },
});
console.log('ready');
process.once('SIGTERM', () => {
  void worker.stop().then(() => db.close()).then(() => process.exit(0));
});
