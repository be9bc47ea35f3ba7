import path from 'node:path';
import { ARTEFACTS, runTool } from './build-context';
import type { BuildContext } from './build-context';
import type { StepOutcome } from './types';

/** aapt add puts classes.dex at the APK's root; it stores the path as given, so run in dex/. */
export function packageStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, toolchain } = ctx;
  return runTool(ctx, {
    command: toolchain.paths.aapt,
    args: ['add', '-f', path.join(dirs.out, ARTEFACTS.unsignedApk), 'classes.dex'],
    cwd: dirs.dex,
    timeoutMs: 30_000,
    addressSpaceBytes: 4 * 1024 ** 3,
  });
}
