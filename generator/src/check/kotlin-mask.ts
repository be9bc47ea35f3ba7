/**
 * Blanks out Kotlin comments and string/char literal contents (newlines kept), so brace counts,
 * `R.x.y` scans and declaration scans only see code. String templates are blanked too: their
 * braces always pair up, and a reference inside a template is rare enough to ignore.
 */
export function maskKotlin(source: string): string {
  const out = source.split('');
  const blank = (from: number, to: number): void => {
    for (let i = from; i < to && i < out.length; i++) if (out[i] !== '\n') out[i] = ' ';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.startsWith.bind(source);
    if (rest('//', i)) {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (rest('/*', i)) {
      const stop = skipBlockComment(source, i);
      blank(i, stop);
      i = stop;
    } else if (rest('"""', i)) {
      const end = source.indexOf('"""', i + 3);
      const stop = end === -1 ? source.length : end + 3;
      blank(i + 3, stop - 3);
      i = stop;
    } else if (source[i] === '"' || source[i] === "'") {
      const stop = skipQuoted(source, i);
      blank(i + 1, stop - 1);
      i = stop;
    } else i++;
  }
  return out.join('');
}

// Kotlin block comments nest.
function skipBlockComment(source: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < source.length) {
    if (source.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (source.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return source.length;
}

/** End (exclusive) of a "..." or '...' literal; stops at the line end when the quote is unclosed. */
function skipQuoted(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  let templateDepth = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') i += 2;
    else if (quote === '"' && source.startsWith('${', i)) {
      templateDepth++;
      i += 2;
    } else if (templateDepth > 0 && ch === '}') {
      templateDepth--;
      i++;
    } else if (templateDepth === 0 && ch === quote) return i + 1;
    else if (templateDepth === 0 && ch === '\n') return i;
    else i++;
  }
  return source.length;
}
