import type { Attribute } from './plan';

/** Grade points on the common 4.0 scale: A 4, B 3, C 2, D 1, E and F 0; a plus adds 0.3 and a minus takes 0.3 (A+ stays 4). */
const BASE: Record<string, number> = { A: 4, B: 3, C: 2, D: 1, E: 0, F: 0 };

export function gradePoint(letter: string): number | undefined {
  const m = /^([A-F])([+-])?$/i.exec(letter.trim());
  if (!m) return undefined;
  const base = BASE[m[1]!.toUpperCase()]!;
  if (base === 0) return m[2] ? undefined : 0;
  return Math.min(4, Math.round((base + (m[2] === '+' ? 0.3 : m[2] === '-' ? -0.3 : 0)) * 10) / 10);
}

/** "the grade I got (A, B, C, D or F)": a choice whose every option is a letter grade. */
export function isLetterGrade(a: Attribute): boolean {
  return a.kind === 'choice' && (a.options?.length ?? 0) >= 2 && a.options!.every((o) => gradePoint(o) !== undefined);
}

/** The grade points of the letter held in `variable`, as an expression over the choice's options. */
export function gradePointsOf(variable: string, options: readonly string[]): string {
  return options.reduceRight((rest, o) => `(${variable} == '${o.replace(/'/g, "\\'")}' ? ${gradePoint(o)} : ${rest})`, '0');
}
