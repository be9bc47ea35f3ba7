/** Text edits on XML start tags that keep the rest of the file byte-for-byte. */
import { lineStarts } from '../check/text';

export interface TagSpan {
  /** Offset of '<'. */
  start: number;
  /** Offset just after '>'. */
  end: number;
  name: string;
}

/** The first start tag that begins on `line` (1-based), optionally with a given name. */
export function findStartTag(source: string, line: number, name?: string): TagSpan | null {
  const from = lineStarts(source)[line - 1];
  if (from === undefined) return null;
  const pattern = /<([A-Za-z_][\w:.-]*)/g;
  pattern.lastIndex = from;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (name !== undefined && match[1] !== name) continue;
    const end = endOfTag(source, match.index);
    return end === null ? null : { start: match.index, end, name: match[1] ?? '' };
  }
  return null;
}

/** The root element's start tag (skips the declaration, comments and doctype). */
export function findRootTag(source: string): TagSpan | null {
  const match = /<([A-Za-z_][\w:.-]*)/.exec(source.replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<![^>]*>/g, (m) => ' '.repeat(m.length)));
  if (!match) return null;
  const end = endOfTag(source, match.index);
  return end === null ? null : { start: match.index, end, name: match[1] ?? '' };
}

function endOfTag(source: string, start: number): number | null {
  let quote: string | null = null;
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i + 1;
  }
  return null;
}

/** Inserts `text` (e.g. ` android:x="y"`) right after the tag name. */
export function insertAfterTagName(source: string, tag: TagSpan, text: string): string {
  const at = tag.start + 1 + tag.name.length;
  return source.slice(0, at) + text + source.slice(at);
}

export function replaceInSpan(source: string, span: TagSpan, edit: (tagText: string) => string): string {
  return source.slice(0, span.start) + edit(source.slice(span.start, span.end)) + source.slice(span.end);
}

/** Android string resources also need apostrophes and quotes escaped. */
export function escapeAndroidString(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, "\\'").replace(/"/g, '\\"');
}
