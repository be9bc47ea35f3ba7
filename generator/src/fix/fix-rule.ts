import type { Finding, ProjectFiles } from '../check/finding';

export interface FixResult {
  files: ProjectFiles;
  /** One line for people, e.g. "activity_main.xml:6: android:layout_widht -> android:layout_width". */
  change: string;
}

/**
 * One offline repair for one class of finding. A rule re-reads the file at the finding's place
 * rather than trusting the message text, so it also works on findings parsed from tool output.
 */
export interface FixRule {
  name: string;
  codes: readonly string[];
  /**
   * Rules that insert lines at the top of a file run after the others, so the line numbers the
   * other findings carry are still right when they are used.
   */
  shiftsLines?: boolean;
  /** The repaired files, or null when this finding is not something the rule can repair. */
  apply(files: ProjectFiles, finding: Finding): FixResult | null;
}

export function replaceFile(files: ProjectFiles, path: string, content: string): ProjectFiles {
  return { ...files, [path]: content };
}

/** `app/src/main/res/layout/activity_main.xml` -> `activity_main.xml`, for change descriptions. */
export function shortName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
