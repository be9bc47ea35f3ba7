import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { ARTEFACTS } from './build-context';
import type { BuildContext } from './build-context';
import type { StepOutcome } from './types';

/** The artifact's file name for a build: ids are validated before the build starts. */
export function artifactPath(artifactsDir: string, buildId: string): string {
  return path.join(artifactsDir, `${buildId}.apk`);
}

/** Copies the signed APK to the artifacts directory (atomically: copy, then rename). */
export async function storeStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, input } = ctx;
  await mkdir(input.artifactsDir, { recursive: true });
  const target = artifactPath(input.artifactsDir, input.buildId);
  const partial = `${target}.partial`;
  await copyFile(path.join(dirs.out, ARTEFACTS.signedApk), partial);
  await rename(partial, target);
  const bytes = await readFile(target);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  ctx.apk = { path: target, size: (await stat(target)).size, sha256, packageName: ctx.packageName };
  ctx.log.write('store', `${path.basename(target)}: ${ctx.apk.size} bytes, sha256 ${sha256}`);
  return { ok: true };
}
