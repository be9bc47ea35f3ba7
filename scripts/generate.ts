/**
 * `npm run generate -- --prompt "…" [--refine "…"] --out DIR`: composes an app offline, optionally
 * refines it, writes the Android project under DIR and prints a JSON summary. DIR must lie inside the
 * current directory or the OS temp directory; every written path comes from the emitter and is checked
 * to stay inside DIR. Exit codes: 0 written, 1 generation failed, 2 bad arguments or refused DIR.
 */
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkProject } from '@droidforge/generator/check/index';
import { initNodeChecks } from '@droidforge/generator/check/node';
import { composeApp } from '@droidforge/generator/compose/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { refine } from '@droidforge/generator/refine/index';

const USAGE = 'Usage: npm run generate -- --prompt "describe the app" [--refine "change request"] --out DIR';

class UsageError extends Error {}

function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Real path of `path`, following symlinks of the part that already exists. */
function realPathOf(path: string): string {
  let existing = path;
  while (!existsSync(existing)) existing = dirname(existing);
  return resolve(realpathSync(existing), relative(existing, path));
}

function allowedOutDir(out: string): string {
  const target = realPathOf(resolve(out));
  const roots = [process.cwd(), tmpdir()].map(realPathOf);
  if (!roots.some((root) => isInside(target, root) && target !== root)) {
    throw new UsageError(`Refusing to write to ${target}: --out must be a folder inside ${roots.join(' or ')}.`);
  }
  return target;
}

function readArgs() {
  try {
    const { values } = parseArgs({ options: { prompt: { type: 'string' }, refine: { type: 'string' }, out: { type: 'string' } }, strict: true });
    if (!values.prompt?.trim() || !values.out) throw new UsageError(USAGE);
    return { prompt: values.prompt, request: values.refine, out: values.out };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

function writeProject(outDir: string, files: Record<string, string>): string[] {
  const written: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    const target = resolve(outDir, path);
    if (!isInside(target, outDir) || isAbsolute(path)) throw new Error(`Emitter produced a path outside the project: ${path}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    written.push(path);
  }
  return written;
}

async function main(): Promise<number> {
  const { prompt, request, out } = readArgs();
  const outDir = allowedOutDir(out);
  const composed = composeApp(prompt);
  const refined = request ? refine(composed.spec, request) : undefined;
  const spec = refined?.spec ?? composed.spec;
  const project = emitProject(spec);
  await initNodeChecks();
  const findings = checkProject(project.files);
  const files = writeProject(outDir, project.files);
  const summary = {
    appName: spec.app.name,
    packageName: spec.app.packageName,
    kind: composed.kind,
    ...(refined ? { refinement: { changed: refined.changed, summary: refined.summary } } : {}),
    out: outDir,
    files,
    findings,
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
