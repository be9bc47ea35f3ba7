import { createHash, randomBytes } from 'node:crypto';
import { chmod, copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuildContext } from './build-context';
import type { StepOutcome } from './types';

/** The artifact's file name for a build: ids are validated before the build starts. */
export function artifactPath(artifactsDir: string, buildId: string): string {
  return path.join(artifactsDir, `${buildId}.apk`);
}

/** Copies the signed APK to the artifacts directory (atomically: copy, then rename). */
export async function storeStep(ctx: BuildContext): Promise<StepOutcome> {
  const { input } = ctx;
  await mkdir(input.artifactsDir, { recursive: true });
  const target = artifactPath(input.artifactsDir, input.buildId);
  // A unique partial name: two workers finishing the same build id cannot interleave their copies.
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  await copyFile(ctx.signedApk, partial);
  await chmod(partial, 0o644);
  await rename(partial, target);
  const bytes = await readFile(target);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  ctx.apk = { path: target, size: (await stat(target)).size, sha256, packageName: ctx.packageName };
  ctx.log.write('store', `${path.basename(target)}: ${ctx.apk.size} bytes, sha256 ${sha256}`);
  return { ok: true };
}
