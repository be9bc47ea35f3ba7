import { selectBuildFiles } from '@droidforge/generator/check/project-rules';
import type { BuildContext } from './build-context';
import { gradlePackage, isValidPackageName, manifestPackage, withManifestPackage } from './package-name';
import type { StepOutcome } from './types';

/**
 * Everything that can be known before a tool runs: a usable toolchain, safe file paths, a valid
 * package name, and the injected code checker's verdict (errors stop the build).
 */
export async function checkStep(ctx: BuildContext): Promise<StepOutcome> {
  const { toolchain, input } = ctx;
  if (!toolchain.ready) {
    return { ok: false, reason: 'TOOLCHAIN_MISSING', message: `The APK toolchain is not installed. Missing: ${toolchain.missing.join('; ')}` };
  }
  const selected = selectFiles(ctx);
  if (!selected.ok) return selected;
  if (![...ctx.files.keys()].some((f) => f.endsWith('.kt'))) {
    return { ok: false, reason: 'CHECK_FAILED', message: 'The project has no Kotlin source under app/src/main/java' };
  }
  const manifest = ctx.files.get('AndroidManifest.xml') ?? '';
  if (!manifestPackage(manifest)) ctx.files.set('AndroidManifest.xml', withManifestPackage(manifest, ctx.packageName));
  if (!input.check) return { ok: true };
  ctx.findings = await input.check(input.files);
  const errors = ctx.findings.filter((f) => f.severity === 'error');
  for (const f of ctx.findings) ctx.log.write('check', `${f.severity} ${f.code} ${f.file}:${f.line ?? '?'} ${f.message}`);
  if (errors.length === 0) return { ok: true };
  return {
    ok: false,
    reason: 'CHECK_FAILED',
    message: `${errors.length} error(s) found by the code check`,
    errors: errors.map((f) => ({ file: f.file, line: f.line ?? 0, message: `${f.code}: ${f.message}` })),
  };
}

/**
 * The files the build writes (the one project rule decides) and the package name, shared by
 * every way of building: sets ctx.files (keyed under app/src/main) and ctx.packageName.
 */
export function selectFiles(ctx: BuildContext): StepOutcome {
  const { input } = ctx;
  const selection = selectBuildFiles(input.files);
  if (!selection.ok) {
    const list = selection.refused.map((r) => `${r.path}: ${r.reason}`).join('; ');
    ctx.log.write(ctx.step, `refused files: ${list}`);
    return { ok: false, reason: 'UNSAFE_PATH', message: `Some project files cannot be built: ${list}` };
  }
  if (selection.ignored.length > 0) ctx.log.write(ctx.step, `not part of the build (never run): ${selection.ignored.join(', ')}`);
  const packageName = manifestPackage(selection.files.get('AndroidManifest.xml') ?? '') ?? (input.packageName || gradlePackage(input.files));
  if (!packageName || !isValidPackageName(packageName)) {
    return { ok: false, reason: 'CHECK_FAILED', message: `Invalid or missing package name: ${JSON.stringify(packageName)}` };
  }
  ctx.files = selection.files;
  ctx.packageName = packageName;
  return { ok: true };
}
