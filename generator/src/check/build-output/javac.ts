/** javac prints `path/R.java:10: error: message`, then the source line, a caret and `symbol:` details. */
import type { Finding, Severity } from '../finding';
import { toProjectPath } from './project-path';

const LOCATED = /^(.+?\.java):(\d+): (error|warning): (.+)$/;
const BARE = /^(?:javac: )?error: (.+)$/;
const DETAIL = /^\s+(symbol|location):\s+(.+)$/;

export function parseJavacOutput(output: string, projectRoot?: string): Finding[] {
  const findings: Finding[] = [];
  for (const line of output.split(/\r?\n/)) {
    const located = LOCATED.exec(line);
    const detail = DETAIL.exec(line);
    const last = findings[findings.length - 1];
    if (located) {
      const [, file = '', row = '', level = 'error', message = ''] = located;
      const severity: Severity = level === 'warning' ? 'warning' : 'error';
      findings.push({ code: severity === 'error' ? 'JAVAC_ERROR' : 'JAVAC_WARNING', severity, file: toProjectPath(file, projectRoot), line: Number(row), message });
    } else if (detail && last) {
      last.message += ` (${detail[1]}: ${detail[2]})`;
    } else {
      const bare = BARE.exec(line);
      if (bare) findings.push({ code: 'JAVAC_ERROR', severity: 'error', file: '', line: null, message: `javac: ${bare[1]}` });
    }
  }
  return findings;
}
