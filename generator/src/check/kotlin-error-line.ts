/**
 * tree-sitter often wraps a whole class in one ERROR node when a single line is wrong, so the
 * node's start says little. The first bad line is found by bisecting on prefixes of the file: a
 * prefix is readable when it parses cleanly once the brackets the cut left open are closed.
 */
import type { Parser } from 'web-tree-sitter';
import { maskKotlin } from './kotlin-mask';

/** 1-based line where reading first fails within [firstRow, lastRow] (0-based rows). */
export function firstBadLine(parser: Parser, source: string, firstRow: number, lastRow: number): number {
  const lines = source.split('\n');
  let readable = firstRow; // prefixes of this many lines read cleanly (assumed for the node's start)
  let unreadable = Math.min(lastRow + 1, lines.length);
  while (unreadable - readable > 1) {
    const middle = (readable + unreadable) >> 1;
    if (isReadablePrefix(parser, lines.slice(0, middle).join('\n'))) readable = middle;
    else unreadable = middle;
  }
  return unreadable;
}

function isReadablePrefix(parser: Parser, prefix: string): boolean {
  const tree = parser.parse(prefix + closersFor(prefix));
  if (!tree) return false;
  try {
    return !tree.rootNode.hasError;
  } finally {
    tree.delete();
  }
}

const PAIRS: Readonly<Record<string, string>> = { '{': '}', '(': ')', '[': ']' };

/** The closing brackets, innermost first, that the prefix leaves open. */
function closersFor(prefix: string): string {
  const open: string[] = [];
  for (const ch of maskKotlin(prefix)) {
    const closer = PAIRS[ch];
    if (closer) open.push(closer);
    else if (ch === '}' || ch === ')' || ch === ']') open.pop();
  }
  return `\n${open.reverse().join('\n')}\n`;
}
