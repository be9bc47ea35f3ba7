import path from 'node:path';
import { ARTEFACTS, runTool } from './build-context';
import type { BuildContext } from './build-context';
import type { StepOutcome } from './types';

/** 4-byte alignment (and page-aligned .so files, -p) before signing, as apksigner expects. */
export function alignStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, toolchain } = ctx;
  return runTool(ctx, {
    command: toolchain.paths.zipalign,
    args: ['-f', '-p', '4', path.join(dirs.out, ARTEFACTS.unsignedApk), path.join(dirs.out, ARTEFACTS.alignedApk)],
    timeoutMs: 30_000,
    addressSpaceBytes: 4 * 1024 ** 3,
  });
}
