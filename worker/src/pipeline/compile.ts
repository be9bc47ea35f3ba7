import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { kotlincArgs } from '../jvm-tools/kotlin-args';
import type { BuildContext } from './build-context';
import { runJvmTool } from './jvm-tool';
import { parseToolErrors } from './tool-errors';
import type { StepOutcome } from './types';

async function javaFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.java')).map((e) => path.join(e.parentPath, e.name));
}

/** javac compiles the generated R classes, then kotlinc the app against android.jar + R. */
export async function compileStep(ctx: BuildContext): Promise<StepOutcome> {
  const { dirs, toolchain } = ctx;
  const javacArgs = [
    '-source', '8', '-target', '8', '-nowarn', '-Xlint:-options', '-encoding', 'UTF-8',
    '-bootclasspath', toolchain.paths.androidJar, '-d', dirs.classes, ...(await javaFilesUnder(dirs.gen)),
  ];
  const javac = await runJvmTool(ctx, 'javac', javacArgs, 60_000);
  if (!javac.ok) return javac;
  const args = kotlincArgs(toolchain, { classpath: [toolchain.paths.androidJar, dirs.classes], outDir: dirs.classes, sources: ctx.kotlinSources });
  const kotlinc = await runJvmTool(ctx, 'kotlinc', args, 180_000);
  if (kotlinc.ok) return kotlinc;
  return { ...kotlinc, errors: parseToolErrors(kotlinc.output, dirs.root) };
}
