import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ARTEFACTS, runTool } from './build-context';
import type { BuildContext } from './build-context';
import type { StepOutcome } from './types';

/**
 * apksigner with the user's key. The keystore lives in its own private temp folder (never the
 * build directory, which is logged and sandbox-writable) and the password goes by environment
 * variable, so neither appears in a command line or the log.
 */
export async function signStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, toolchain, input } = ctx;
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'df-sign-'));
  try {
    const keystoreFile = path.join(keyDir, 'keystore.p12');
    await writeFile(keystoreFile, input.keystore.keystore, { mode: 0o600 });
    return await runTool(ctx, {
      command: toolchain.paths.java,
      args: [
        '-Xmx384m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-jar', toolchain.paths.apksignerJar, 'sign',
        '--ks', keystoreFile, '--ks-type', 'PKCS12', '--ks-pass', 'env:DF_KS_PASS', '--ks-key-alias', input.keystore.alias,
        '--v4-signing-enabled', 'false',
        '--out', path.join(dirs.out, ARTEFACTS.signedApk), path.join(dirs.out, ARTEFACTS.alignedApk),
      ],
      env: { DF_KS_PASS: input.keystore.password },
      readableDirs: [keyDir],
      timeoutMs: 60_000,
    });
  } finally {
    await rm(keyDir, { recursive: true, force: true });
  }
}
