/** Small helpers for writing Kotlin source as lines. */

export function indent(lines: readonly string[], levels = 1): string[] {
  const pad = '    '.repeat(levels);
  return lines.map((l) => (l === '' ? '' : pad + l));
}

/** A block `head {` … `}`, or nothing when the body is empty and `omitEmpty` is set. */
export function block(head: string, body: readonly string[]): string[] {
  return [`${head} {`, ...indent(body), '}'];
}

/** Joins groups of lines with one blank line between non-empty groups. */
export function paragraphs(groups: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const g of groups) {
    if (g.length === 0) continue;
    if (out.length) out.push('');
    out.push(...g);
  }
  return out;
}

/** Drops one pair of parentheses wrapping a whole expression: `(a && b)` → `a && b`. */
export function bare(code: string): string {
  if (!code.startsWith('(') || !code.endsWith(')')) return code;
  let depth = 0;
  let quote = false;
  for (let i = 0; i < code.length; i++) {
    const ch = code[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === '"') quote = false;
    } else if (ch === '"') quote = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0 && i < code.length - 1) return code;
  }
  return code.slice(1, -1);
}
