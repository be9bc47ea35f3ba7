import type { BuildStep } from '@droidforge/contracts';
import type { BuildFailureReason, BuildResult, Finding, StepName, ToolError } from './types';

export type FailedBuild = Extract<BuildResult, { ok: false }>;

/**
 * The one maker of a failed build's result: a failing step (run-build.ts) and a build that could not
 * start or whose runner was abandoned (runners/claimed-build.ts). What is not known is empty; a build
 * that failed before its first step fails at `check`, with the message as its whole log.
 */
export function failedBuild(failure: {
  reason: BuildFailureReason;
  message: string;
  step?: StepName;
  errors?: ToolError[];
  steps?: BuildStep[];
  findings?: Finding[];
  log?: string;
}): FailedBuild {
  return {
    ok: false,
    step: failure.step ?? 'check',
    reason: failure.reason,
    message: failure.message,
    errors: failure.errors ?? [],
    steps: failure.steps ?? [],
    findings: failure.findings ?? [],
    log: failure.log ?? failure.message,
  };
}
