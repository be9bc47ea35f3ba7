/**
 * A finding is one problem in a project, pinned to a project-relative file and (when known) a
 * 1-based line. `code` is stable UPPER_SNAKE so callers (fix rules, the server's "never charge
 * twice" signature, the UI) can branch on it; `message` is for people only.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  code: string;
  severity: Severity;
  file: string;
  line: number | null;
  message: string;
}

/** Project path -> file content, e.g. `app/src/main/res/layout/activity_main.xml`. */
export type ProjectFiles = Record<string, string>;

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.severity === 'error');
}

/** Stable order: file, then line (unknown lines first), then code. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || a.code.localeCompare(b.code),
  );
}
