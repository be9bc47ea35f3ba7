/**
 * kotlinc prints `path/File.kt:12:5: error: message` (the CLI) or `e: file:///path/File.kt:12:5 message`
 * (Gradle, Kotlin 1.8+) or `e: /path/File.kt: (12, 5): message` (older Gradle).
 */
import type { Finding, Severity } from '../finding';
import { toProjectPath } from './project-path';

const CLI = /^(.+?\.kts?):(\d+):(\d+): (error|warning|info): (.+)$/;
const GRADLE = /^([ewi]): (?:file:\/\/)?(.+?\.kts?):(\d+):(\d+) (.+)$/;
const GRADLE_OLD = /^([ewi]): (.+?\.kts?): \((\d+), (\d+)\): (.+)$/;
const BARE = /^(error|exception): (.+)$/;
const LETTER_SEVERITY: Readonly<Record<string, Severity>> = { e: 'error', w: 'warning', i: 'info' };

export function parseKotlincOutput(output: string, projectRoot?: string): Finding[] {
  const findings: Finding[] = [];
  for (const line of output.split(/\r?\n/)) {
    const cli = CLI.exec(line);
    const gradle = GRADLE.exec(line) ?? GRADLE_OLD.exec(line);
    if (cli) {
      const [, file = '', row = '', , severity = 'error', message = ''] = cli;
      findings.push(kotlincFinding(toProjectPath(file, projectRoot), Number(row), severity as Severity, message));
    } else if (gradle) {
      const [, letter = 'e', file = '', row = '', , message = ''] = gradle;
      findings.push(kotlincFinding(toProjectPath(file, projectRoot), Number(row), LETTER_SEVERITY[letter] ?? 'error', message));
    } else {
      const bare = BARE.exec(line);
      if (bare) findings.push({ code: 'KOTLINC_ERROR', severity: 'error', file: '', line: null, message: `kotlinc: ${bare[2]}` });
    }
  }
  return findings;
}

function kotlincFinding(file: string, line: number, severity: Severity, message: string): Finding {
  return { code: kotlincCode(severity, message), severity, file, line, message };
}

function kotlincCode(severity: Severity, message: string): string {
  if (severity !== 'error') return severity === 'warning' ? 'KOTLINC_WARNING' : 'KOTLINC_INFO';
  if (/^unresolved reference/i.test(message)) return 'KOTLINC_UNRESOLVED_REFERENCE';
  if (/^type mismatch/i.test(message)) return 'KOTLINC_TYPE_MISMATCH';
  return 'KOTLINC_ERROR';
}
