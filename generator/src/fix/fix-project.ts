/**
 * Offline repair: applies the fix rules to the findings they know, and says whether every error
 * is gone. No model and no credits involved; what is left is for the "Fix with AI" step.
 */
import type { Finding, ProjectFiles } from '../check/finding';
import type { FixRule } from './fix-rule';
import { checkProject } from '../check/check-project';
import { FIX_RULES } from './rules/index';

export interface FixOutcome {
  files: ProjectFiles;
  /** What changed, one line per repair, in the order applied. */
  changes: string[];
  /** True when something changed and none of the given errors remains. */
  fixed: boolean;
  /** The given errors that are still there (or cannot be confirmed gone). */
  remaining: Finding[];
}

const TOOL_CODE = /^(AAPT|KOTLINC|JAVAC|DX|APKSIGNER)_/;

export function fixProject(files: ProjectFiles, findings: readonly Finding[], rules: readonly FixRule[] = FIX_RULES): FixOutcome {
  let current: ProjectFiles = { ...files };
  const changes: string[] = [];
  const handled = new Set<Finding>();
  for (const { finding, rule } of plan(findings, rules)) {
    const source = current[finding.file];
    const result = source === undefined ? null : rule.apply(source, finding, current);
    if (!result) continue;
    current = result.files;
    changes.push(result.change);
    handled.add(finding);
  }
  const remaining = changes.length === 0 ? findings.filter(isError) : unresolved(findings, handled, current);
  return { files: current, changes, fixed: changes.length > 0 && remaining.length === 0, remaining };
}

/**
 * Order: rules that insert lines at the top run last; within a file, bottom-up, so edits never
 * move a line that a later finding points at; on one line, in the rules' order.
 */
function plan(findings: readonly Finding[], rules: readonly FixRule[]): { finding: Finding; rule: FixRule }[] {
  const steps = findings.flatMap((finding) => {
    const rule = rules.find((r) => r.codes.includes(finding.code));
    return rule ? [{ finding, rule }] : [];
  });
  return steps.sort(
    (a, b) =>
      Number(a.rule.shiftsLines ?? false) - Number(b.rule.shiftsLines ?? false) ||
      a.finding.file.localeCompare(b.finding.file) ||
      (b.finding.line ?? 0) - (a.finding.line ?? 0) ||
      rules.indexOf(a.rule) - rules.indexOf(b.rule),
  );
}

function isError(finding: Finding): boolean {
  return finding.severity === 'error';
}

/**
 * A check's finding counts as gone when the checks no longer report its code in its file (a
 * repair may have fixed it through a sibling finding). A tool's finding only counts as gone when
 * a rule repaired it: only the next build can confirm more.
 */
function unresolved(findings: readonly Finding[], handled: ReadonlySet<Finding>, files: ProjectFiles): Finding[] {
  const after = new Set(checkProject(files).filter(isError).map((f) => `${f.code}|${f.file}`));
  return findings.filter(isError).filter((f) => {
    if (TOOL_CODE.test(f.code)) return !handled.has(f);
    return after.has(`${f.code}|${f.file}`);
  });
}
