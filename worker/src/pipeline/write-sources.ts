import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildContext } from './build-context';
import type { StepOutcome } from './types';

/** Writes the selected files under app/src/main of the build directory. */
export async function writeSourcesStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs } = ctx;
  for (const dir of [dirs.main, dirs.gen, dirs.classes, dirs.dex, dirs.out]) await mkdir(dir, { recursive: true });
  for (const [relative, content] of ctx.files) {
    const target = path.resolve(dirs.main, relative);
    // Paths were validated in check; this guards against a future change to that validation.
    if (!target.startsWith(`${dirs.main}${path.sep}`)) return { ok: false, reason: 'UNSAFE_PATH', message: `refused to write ${relative}` };
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content, { flag: 'wx' });
    if (relative.endsWith('.kt')) ctx.kotlinSources.push(target);
  }
  ctx.log.write('write', `${ctx.files.size} files written, ${ctx.kotlinSources.length} Kotlin sources, package ${ctx.packageName}`);
  return { ok: true };
}
