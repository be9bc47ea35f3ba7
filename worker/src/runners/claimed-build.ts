import { buildFindings, failureMessage } from '../pipeline/build-findings';
import { failedBuild } from '../pipeline/failed-build';
import type { BuildResult } from '../pipeline/types';
import type { BuildOutcome, ClaimedBuild } from '../queue/build-jobs';
import { type ClaimedBuildRun, type RunClaimedBuild, DEADLINE } from '../queue/build-worker';
import type { KeystoreRef } from '../signing/keystore';
import type { BuildRunner } from './runner';

export interface ClaimedBuildDeps {
  /** Picks the runner for a claimed build (embedded or Gradle); null = that toolchain is absent. */
  runnerFor: (build: ClaimedBuild) => BuildRunner | null;
  /** The user's signing key (created on first use). */
  keystoreFor: (userId: string) => Promise<KeystoreRef>;
}

/**
 * Runs the builds the queue claims (queue/build-worker.ts): picks the runner, prepares the user's
 * key, runs the build and turns its result into the outcome the queue records. Never throws for a
 * build that fails: a missing toolchain, project version or key, a crashed or abandoned runner all
 * end as a failed outcome.
 */
export function createClaimedBuildRunner(deps: ClaimedBuildDeps): RunClaimedBuild {
  return async (build, run) => toOutcome(await produce(deps, build, run));
}

function toOutcome(result: BuildResult): BuildOutcome {
  const findings = buildFindings(result);
  return result.ok
    ? { ok: true, apkPath: result.apk.path, apkSize: result.apk.size, sha256: result.apk.sha256, steps: result.steps, log: result.log, findings }
    : { ok: false, error: failureMessage(result), step: result.step, steps: result.steps, log: result.log, findings };
}

async function produce(deps: ClaimedBuildDeps, build: ClaimedBuild, run: ClaimedBuildRun): Promise<BuildResult> {
  const runner = deps.runnerFor(build);
  if (!runner) {
    const message = build.toolchain === 'gradle' ? 'The Gradle toolchain (ANDROID_HOME and gradle) is not available on this worker.' : 'The APK toolchain is not installed on this worker (run: npm run setup-toolchain).';
    return failedBuild({ reason: 'TOOLCHAIN_MISSING', message });
  }
  const source = await run.loadFiles();
  if (!source) return failedBuild({ reason: 'INTERNAL', message: `version ${build.versionN} of the project no longer exists` });
  let keystore: KeystoreRef;
  try {
    keystore = await deps.keystoreFor(build.userId);
  } catch (err) {
    return failedBuild({ reason: 'INTERNAL', message: `the signing key could not be prepared (${err instanceof Error ? err.message : String(err)})` });
  }
  try {
    const result = runner({
      buildId: build.id, files: source.files, packageName: source.packageName || undefined, admob: build.admob, keystore,
      onStep: run.onStep, signal: run.signal, deadlineMs: build.deadlineAt.getTime(),
    });
    return await Promise.race([result, givenUp(run.signal)]);
  } catch (err) {
    return failedBuild({ reason: 'INTERNAL', message: `the build runner crashed (${err instanceof Error ? err.message : String(err)})` });
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
      const abandoned = timedOut
        ? failedBuild({ reason: 'TIMEOUT', message: 'the build deadline passed', log: 'stopped: the build deadline passed' })
        : failedBuild({ reason: 'CANCELLED', message: 'build cancelled', log: 'stopped: the worker is shutting down' });
      setTimeout(() => resolve(abandoned), ABORT_GRACE_MS).unref();
    };
    if (signal.aborted) settle();
    else signal.addEventListener('abort', settle, { once: true });
  });
}
