import { AppSpecSchema, type AppSpec } from '@droidforge/contracts';
import { validateSpec } from '@droidforge/generator/spec/validate';

export type SpecCheck = { ok: true; spec: AppSpec } | { ok: false; issues: string[] };

/** Enough issues to repair from, few enough to keep the repair prompt small. */
const MAX_ISSUES = 20;

/**
 * Schema validation, then the generator's cross-reference and expression checks: a model's
 * answer is accepted only if the emitter and the preview can run it.
 */
export function checkAppSpec(value: unknown): SpecCheck {
  const parsed = AppSpecSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`);
    return { ok: false, issues: issues.slice(0, MAX_ISSUES) };
  }
  const problems = validateSpec(parsed.data);
  if (problems.length > 0) {
    return { ok: false, issues: problems.slice(0, MAX_ISSUES).map((p) => `${p.path}: ${p.message}`) };
  }
  return { ok: true, spec: parsed.data };
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}
