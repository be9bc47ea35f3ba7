import type { ExprError } from './ast';

export type TokenKind = 'number' | 'string' | 'ident' | 'op' | 'eof';
export interface Token {
  kind: TokenKind;
  text: string;
  /** Decoded value for number and string tokens. */
  value?: number | string;
  start: number;
  end: number;
}

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '+', '-', '*', '/', '%', '<', '>', '!', '?', ':', '(', ')', ',', '.'];
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"' };

export class LexError extends Error {
  constructor(readonly detail: ExprError) {
    super(detail.message);
  }
}

/** Splits an expression into tokens; throws LexError (caught by the parser) on bad input. */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(src[i + 1] ?? ''))) {
      const m = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(src.slice(i))!;
      i += m[0].length;
      tokens.push({ kind: 'number', text: m[0], value: Number(m[0]), start, end: i });
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i))!;
      i += m[0].length;
      tokens.push({ kind: 'ident', text: m[0], start, end: i });
      continue;
    }
    if (ch === "'" || ch === '"') {
      i = readString(src, i, ch, tokens);
      continue;
    }
    const op = OPERATORS.find((o) => src.startsWith(o, i));
    if (!op) throw new LexError({ message: `Unexpected character '${ch}'`, start, end: start + 1 });
    i += op.length;
    tokens.push({ kind: 'op', text: op, start, end: i });
  }
  tokens.push({ kind: 'eof', text: '', start: src.length, end: src.length });
  return tokens;
}

function readString(src: string, from: number, quote: string, out: Token[]): number {
  let i = from + 1;
  let value = '';
  while (i < src.length && src[i] !== quote) {
    if (src[i] === '\\') {
      const esc = ESCAPES[src[i + 1] ?? ''];
      if (esc === undefined) throw new LexError({ message: 'Unknown escape in string', start: i, end: i + 2 });
      value += esc;
      i += 2;
    } else {
      value += src[i];
      i++;
    }
  }
  if (i >= src.length) throw new LexError({ message: 'Unterminated string', start: from, end: src.length });
  out.push({ kind: 'string', text: src.slice(from, i + 1), value, start: from, end: i + 1 });
  return i + 1;
}
