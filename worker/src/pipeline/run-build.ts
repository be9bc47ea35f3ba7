import type { BuildStep } from '@droidforge/contracts';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { alignStep } from './align';
import { ARTEFACTS, buildDirs } from './build-context';
import type { BuildContext } from './build-context';
import { BuildLog } from './build-log';
import { checkStep } from './check';
import { compileStep } from './compile';
import { dexStep } from './dex';
import { failedBuild } from './failed-build';
import { packageStep } from './package-apk';
import { resourcesStep } from './resources';
import { shrinkStep } from './shrink';
import { signStep } from './sign';
import { storeStep } from './store';
import type { BuildInput, BuildResult, StepName, StepOutcome } from './types';
import { verifyStep } from './verify';
import { writeSourcesStep } from './write-sources';

/** A named step of a build; a list of them is one way to build (embedded pipeline, Gradle). */
export type PipelineStep = [StepName, (ctx: BuildContext) => Promise<StepOutcome>];

/** The embedded pipeline: our own toolchain, no Gradle. */
export const EMBEDDED_STEPS: PipelineStep[] = [
  ['check', checkStep],
  ['write', writeSourcesStep],
  ['resources', resourcesStep],
  ['compile', compileStep],
  ['shrink', shrinkStep],
  ['dex', dexStep],
  ['package', packageStep],
  ['align', alignStep],
  ['sign', signStep],
  ['verify', verifyStep],
  ['store', storeStep],
];

const DEFAULT_BUILD_MS = 10 * 60_000;
const BUILD_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Where build directories go unless the caller says otherwise; the JVM tool server may write only
 * here. One folder per process, so the tool server of one worker never sees another worker's builds.
 */
export function defaultWorkRoot(): string {
  return path.join(os.tmpdir(), `droidforge-builds-${process.pid}`);
}

/** Builds a signed, verified APK from project files with the embedded toolchain. */
export function runBuild(input: BuildInput): Promise<BuildResult> {
  return runSteps(EMBEDDED_STEPS, input);
}

/**
 * Runs a list of steps, each timed and logged. Never throws for an expected failure: the result
 * names the step, a stable reason, a message, parsed errors and the full log. The build directory
 * is removed on every path; child processes are killed on timeout, abort or deadline.
 */
export async function runSteps(list: readonly PipelineStep[], input: BuildInput): Promise<BuildResult> {
  const log = new BuildLog(input.onStep);
  const steps: BuildStep[] = [];
  // Logs the failure, then makes the result (steps so far, the full log).
  const fail = (step: StepName, outcome: Extract<StepOutcome, { ok: false }>, findings: BuildContext['findings'] = []): BuildResult => {
    log.write(step, `FAILED (${outcome.reason}): ${outcome.message}`);
    return failedBuild({ step, reason: outcome.reason, message: outcome.message, errors: outcome.errors, steps, findings, log: log.toString() });
  };
  if (!BUILD_ID.test(input.buildId)) return fail('check', { ok: false, reason: 'CHECK_FAILED', message: 'build id must be 1-100 letters, digits, _ or -' });

  const workRoot = input.workRoot ?? defaultWorkRoot();
  await mkdir(workRoot, { recursive: true, mode: 0o700 });
  const root = await mkdtemp(path.join(workRoot, `${input.buildId}-`));
  const ctx: BuildContext = {
    input, toolchain: input.toolchain, dirs: buildDirs(root), log, step: 'check', signedApk: path.join(buildDirs(root).out, ARTEFACTS.signedApk),
    files: new Map(), findings: [], packageName: '', kotlinSources: [],
    deadline: input.deadlineMs ?? Date.now() + DEFAULT_BUILD_MS,
  };
  log.write('check', `build ${input.buildId}; sandbox: ${input.toolchain.sandbox}; toolchain ${input.toolchain.versions.toolchain ?? 'unknown'}`);
  try {
    for (const [name, run] of list) {
      const interrupted = interruption(ctx);
      if (interrupted) return fail(name, interrupted, ctx.findings);
      ctx.step = name;
      input.onStep?.({ type: 'step_started', step: name });
      const started = Date.now();
      const outcome = await runStepSafely(run, ctx);
      const ms = Date.now() - started;
      steps.push({ name, ms, ok: outcome.ok });
      input.onStep?.({ type: 'step_finished', step: name, ms, ok: outcome.ok });
      log.write(name, `${outcome.ok ? 'ok' : 'failed'} in ${ms} ms`);
      if (!outcome.ok) return fail(name, outcome, ctx.findings);
    }
    if (!ctx.apk) return fail('store', { ok: false, reason: 'INTERNAL', message: 'no APK was stored' }, ctx.findings);
    return { ok: true, apk: ctx.apk, steps, findings: ctx.findings, log: log.toString() };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

function interruption(ctx: BuildContext): Extract<StepOutcome, { ok: false }> | null {
  if (ctx.input.signal?.aborted) return { ok: false, reason: 'CANCELLED', message: 'build cancelled' };
  if (Date.now() >= ctx.deadline) return { ok: false, reason: 'TIMEOUT', message: 'the build deadline passed' };
  return null;
}

/** A step that throws is a bug or an environment problem (disk full …), reported as INTERNAL. */
async function runStepSafely(run: (ctx: BuildContext) => Promise<StepOutcome>, ctx: BuildContext): Promise<StepOutcome> {
  try {
    return await run(ctx);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'INTERNAL', message: `${ctx.step} step crashed: ${message}` };
  }
}
