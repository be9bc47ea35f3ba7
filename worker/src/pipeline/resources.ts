import { existsSync } from 'node:fs';
import path from 'node:path';
import { ARTEFACTS, runTool } from './build-context';
import type { BuildContext } from './build-context';
import { parseToolErrors } from './tool-errors';
import type { StepOutcome } from './types';

export const MIN_SDK = 24;
export const TARGET_SDK = 29;

/** aapt compiles the resources into the unsigned APK and writes R.java for javac. */
export async function resourcesStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, toolchain } = ctx;
  const resDir = path.join(dirs.main, 'res');
  const result = await runTool(ctx, {
    command: toolchain.paths.aapt,
    args: [
      'package', '-f', '-m', '-J', dirs.gen, '-M', path.join(dirs.main, 'AndroidManifest.xml'),
      ...(existsSync(resDir) ? ['-S', resDir] : []),
      '-I', toolchain.paths.frameworkRes,
      '--min-sdk-version', String(MIN_SDK), '--target-sdk-version', String(TARGET_SDK),
      '--version-code', '1', '--version-name', '1.0',
      '-F', path.join(dirs.out, ARTEFACTS.unsignedApk),
    ],
    timeoutMs: 60_000,
    addressSpaceBytes: 4 * 1024 ** 3,
  });
  if (result.ok) return { ok: true };
  return { ...result, errors: parseToolErrors(result.output, dirs.root) };
}
