import path from 'node:path';
import { ARTEFACTS } from './build-context';
import { runJvmTool } from './jvm-tool';
import type { BuildContext } from './build-context';
import { MIN_SDK } from './resources';
import type { StepOutcome } from './types';

/** dx turns the shrunk JVM classes into classes.dex. */
export function dexStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs } = ctx;
  const args = [`--min-sdk-version=${MIN_SDK}`, `--output=${path.join(dirs.dex, 'classes.dex')}`, path.join(dirs.out, ARTEFACTS.shrunkJar)];
  return runJvmTool(ctx, 'dx', args, 120_000);
}
