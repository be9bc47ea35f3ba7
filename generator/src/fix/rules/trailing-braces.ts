/**
 * KOTLIN_BRACES_UNBALANCED: the usual cause is a truncated file (closing braces cut off) or stray
 * braces at the end. Only those two shapes are repaired; a brace missing mid-file needs a person.
 */
import type { FixRule } from '../fix-rule';
import { replaceFile, shortName } from '../fix-rule';
import { maskKotlin } from '../../check/kotlin-mask';

export const trailingBracesRule: FixRule = {
  name: 'balance-braces-at-end',
  codes: ['KOTLIN_BRACES_UNBALANCED'],
  apply(source, finding, files) {
    const masked = maskKotlin(source);
    const balance = braceBalance(masked);
    if (balance.minimum < 0 && balance.final >= 0) return null; // a '}' too early: not an end-of-file problem
    if (balance.final > 0) {
      const closing = Array.from({ length: balance.final }, () => '}').join('\n');
      return {
        files: replaceFile(files, finding.file, `${source.replace(/\s*$/, '')}\n${closing}\n`),
        change: `${shortName(finding.file)}: added ${balance.final} closing brace(s) at the end`,
      };
    }
    if (balance.final < 0) return removeTrailingBraces(files, finding.file, source, masked, -balance.final);
    return null;
  },
};

function braceBalance(masked: string): { final: number; minimum: number } {
  let depth = 0;
  let minimum = 0;
  for (const ch of masked) {
    if (ch === '{') depth++;
    else if (ch === '}') minimum = Math.min(minimum, --depth);
  }
  return { final: depth, minimum };
}

function removeTrailingBraces(files: Readonly<Record<string, string>>, file: string, source: string, masked: string, count: number) {
  const tail = /[\s}]*$/.exec(masked)?.[0] ?? '';
  const braces = tail.split('').filter((c) => c === '}').length;
  // Only strays at the very end are safe to drop: the first real code after them would change meaning.
  if (braces < count) return null;
  let cut = source.length;
  for (let removed = 0; removed < count; ) {
    cut = source.lastIndexOf('}', cut - 1);
    removed++;
  }
  const kept = source.slice(0, cut) + source.slice(cut).replace(/}/g, '');
  const balanced = `${kept.replace(/\s*$/, '')}\n`;
  return { files: replaceFile(files, file, balanced), change: `${shortName(file)}: removed ${count} extra closing brace(s) at the end` };
}
