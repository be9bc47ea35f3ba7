import { type PipelineStep, runSteps } from '../pipeline/run-build';
import type { BuildEnvironment, BuildJob, BuildResult } from '../pipeline/types';

/** Turns one build job into a result: the embedded pipeline or Gradle (ads). */
export type BuildRunner = (job: BuildJob) => Promise<BuildResult>;

/** A way of building: a list of steps run by the one step loop in a fixed environment. */
export function createRunner(steps: readonly PipelineStep[], environment: BuildEnvironment): BuildRunner {
  return (job) => runSteps(steps, { ...environment, ...job });
}
