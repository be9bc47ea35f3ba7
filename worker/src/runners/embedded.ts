import { EMBEDDED_STEPS } from '../pipeline/run-build';
import type { BuildEnvironment } from '../pipeline/types';
import { type BuildRunner, createRunner } from './runner';

/** Our own toolchain (aapt, kotlinc, javac, ProGuard, dx, apksigner): no Gradle, no network. */
export function createEmbeddedRunner(environment: BuildEnvironment): BuildRunner {
  return createRunner(EMBEDDED_STEPS, environment);
}
