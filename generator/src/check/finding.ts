import type { Finding } from '@droidforge/contracts';

// The one Finding shape lives in contracts (the server, worker and web read it too).
export type { Finding, Severity } from '@droidforge/contracts';

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
