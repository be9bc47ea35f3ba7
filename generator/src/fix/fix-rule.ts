import type { Finding, ProjectFiles } from '../check/finding';
import { findStartTag, type TagSpan } from './xml-edit';

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
  /**
   * The repaired files, or null when this finding is not something the rule can repair. `source`
   * is the finding's file as it is now (the engine skips findings whose file is not there).
   */
  apply(source: string, finding: Finding, files: ProjectFiles): FixResult | null;
}

export function replaceFile(files: ProjectFiles, path: string, content: string): ProjectFiles {
  return { ...files, [path]: content };
}

/** `app/src/main/res/layout/activity_main.xml` -> `activity_main.xml`, for change descriptions. */
export function shortName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A rule that edits the XML start tag on the finding's line; findings without one are skipped. */
export function startTagRule(rule: Omit<FixRule, 'apply'> & { applyToTag(tag: TagSpan, source: string, finding: Finding, files: ProjectFiles): FixResult | null }): FixRule {
  const { applyToTag, ...named } = rule;
  return {
    ...named,
    apply(source, finding, files) {
      const tag = finding.line === null ? null : findStartTag(source, finding.line);
      return tag ? applyToTag(tag, source, finding, files) : null;
    },
  };
}
