/**
 * aapt (and aapt2) print `path/res/layout/x.xml:6: error: message`, the line being the element's
 * start tag. Known messages get their own codes so fix rules can act on them.
 */
import type { Finding } from '../finding';
import { toProjectPath } from './project-path';

const LOCATED = /^(?:ERROR:\s*|AAPT: error: )?(.+?\.(?:xml|png|jpg|webp|9\.png)):(\d+)(?::\d+)?: (error|warning|Warning|ERROR|WARNING): ?(.+)$/;
const UNLOCATED = /^(?:ERROR:|error:|AAPT: error:)\s*(.+)$/;

export function parseAaptOutput(output: string, projectRoot?: string): Finding[] {
  const findings: Finding[] = [];
  for (const line of output.split(/\r?\n/)) {
    const located = LOCATED.exec(line);
    if (located) {
      const [, file = '', row = '', level = '', message = ''] = located;
      const severity = level.toLowerCase() === 'warning' ? 'warning' : 'error';
      const text = message.replace(/^Error: /, '');
      findings.push({ code: severity === 'error' ? aaptCode(text) : 'AAPT_WARNING', severity, file: toProjectPath(file, projectRoot), line: Number(row), message: text });
      continue;
    }
    const unlocated = UNLOCATED.exec(line);
    if (unlocated?.[1]) findings.push({ code: aaptCode(unlocated[1]), severity: 'error', file: '', line: null, message: unlocated[1] });
  }
  return findings;
}

function aaptCode(message: string): string {
  if (/No resource identifier found for attribute|attribute \S+ not found/i.test(message)) return 'AAPT_UNKNOWN_ATTRIBUTE';
  if (/No resource found that matches the given name|resource \S+ .*not found/i.test(message)) return 'AAPT_RESOURCE_NOT_FOUND';
  if (/Error parsing XML|XML parsing error|not well-formed|mismatched tag|unbound prefix/i.test(message)) return 'AAPT_XML_PARSE_ERROR';
  if (/not allowed|Integer types|invalid|does not match/i.test(message)) return 'AAPT_INVALID_VALUE';
  return 'AAPT_ERROR';
}

/** `No resource identifier found for attribute 'layout_widht'` / `attribute android:layout_widht not found` -> `layout_widht`. */
export function attributeInAaptMessage(message: string): string | null {
  return /attribute '([\w:]+)'/.exec(message)?.[1]?.replace(/^android:/, '') ?? /attribute android:(\w+) not found/.exec(message)?.[1] ?? null;
}
