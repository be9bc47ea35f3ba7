import { parseBuildOutput } from '@droidforge/generator/check/index';
import type { Finding } from '@droidforge/generator/check/index';
import { MAIN_DIR } from '@droidforge/generator/check/project-rules';
import type { ToolError } from './types';

/**
 * A tool error with the generator's stable code (KOTLINC_UNRESOLVED_REFERENCE, AAPT_UNKNOWN_ATTRIBUTE …),
 * so fix rules and the UI can branch on it. Still a ToolError for every existing caller.
 */
export interface CodedToolError extends ToolError {
  code: string;
}

/**
 * Errors that point into the project, with paths relative to the project root (app/src/main/…).
 * The generator's parsers are the one reading of kotlinc and aapt output, so a failed build and
 * the code checks speak the same codes. Both parsers run: their located lines cannot overlap
 * (.kt/.kts versus .xml and images), and whichever tool printed the output, only its lines match.
 */
export function parseToolErrors(output: string, buildRoot: string): CodedToolError[] {
  const findings = [...parseBuildOutput('kotlinc', output, buildRoot), ...parseBuildOutput('aapt', output, buildRoot)];
  return findings.flatMap((finding): CodedToolError[] => {
    // Unlocated lines ("error: no sources") and files outside the project (framework resources,
    // generated R.java) are in the log; a ToolError must point at something the user can open.
    if (finding.severity !== 'error' || finding.line === null || !finding.file.startsWith(MAIN_DIR)) return [];
    const column = columnOf(output, finding);
    const error: CodedToolError = { code: finding.code, file: finding.file, line: finding.line, message: finding.message };
    return [column === undefined ? error : { ...error, column }];
  });
}

/**
 * kotlinc prints `…/File.kt:12:5: error: message`; the generator's findings keep only the line, the
 * editor also wants the column. The message is part of the match so two errors on one line keep theirs.
 */
function columnOf(output: string, finding: Finding): number | undefined {
  const at = `${escapeRegExp(finding.file)}:${finding.line}:(\\d+)`;
  const match = new RegExp(`${at}:? (?:error: )?${escapeRegExp(finding.message)}`).exec(output) ?? new RegExp(at).exec(output);
  return match?.[1] ? Number(match[1]) : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
