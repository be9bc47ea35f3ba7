import path from 'node:path';
import { ARTEFACTS, runTool } from './build-context';
import type { BuildContext } from './build-context';
import { MIN_SDK } from './resources';
import type { StepOutcome } from './types';

export interface Badging {
  packageName: string | null;
  launchableActivity: string | null;
  sdkVersion: string | null;
}

export function parseBadging(output: string): Badging {
  return {
    packageName: output.match(/^package: name='([^']+)'/m)?.[1] ?? null,
    launchableActivity: output.match(/^launchable-activity: name='([^']+)'/m)?.[1] ?? null,
    sdkVersion: output.match(/^sdkVersion:'([^']+)'/m)?.[1] ?? null,
  };
}

/** The signed APK must verify (v2+) and declare the expected package, launcher and minSdk. */
export async function verifyStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, toolchain } = ctx;
  const apk = path.join(dirs.out, ARTEFACTS.signedApk);
  const signature = await runTool(ctx, {
    command: toolchain.paths.java,
    args: ['-Xmx384m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-jar', toolchain.paths.apksignerJar, 'verify', '--verbose', apk],
    timeoutMs: 60_000,
  });
  if (!signature.ok) return signature;
  if (!/Verified using v2 scheme \(APK Signature Scheme v2\): true/.test(signature.output)) {
    return { ok: false, reason: 'TOOL_FAILED', message: 'apksigner did not verify an APK Signature Scheme v2 signature' };
  }
  const dump = await runTool(ctx, { command: toolchain.paths.aapt, args: ['dump', 'badging', apk], timeoutMs: 30_000, addressSpaceBytes: 4 * 1024 ** 3 });
  if (!dump.ok) return dump;
  const badging = parseBadging(dump.output);
  const problems = [
    badging.packageName !== ctx.packageName && `package is ${badging.packageName}, expected ${ctx.packageName}`,
    !badging.launchableActivity && 'no launchable activity (MAIN/LAUNCHER intent filter)',
    badging.sdkVersion !== String(MIN_SDK) && `minSdk is ${badging.sdkVersion}, expected ${MIN_SDK}`,
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length > 0) return { ok: false, reason: 'TOOL_FAILED', message: `The APK is not installable as built: ${problems.join('; ')}` };
  return { ok: true };
}
