import type { Expr, ExprResult, TypedExpr } from './ast';
import { checkExpr, type TypeEnv } from './check';
import { evaluate, formatValue, type Scope } from './evaluate';
import { kotlinString, toKotlin, type KotlinContext } from './kotlin';
import { parseExpr } from './parser';

/**
 * Templates are literal text with `{expression}` parts: `Total: {fixed(total, 2)}`.
 * `{{` and `}}` stand for literal braces. Positions in errors are offsets into the template.
 */
export type TemplatePart<E = Expr> = { text: string } | { expr: E };
export type Template<E = Expr> = TemplatePart<E>[];
export type TypedTemplate = Template<TypedExpr>;

export function parseTemplate(src: string): ExprResult<Template> {
  const parts: Template = [];
  let text = '';
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if ((ch === '{' || ch === '}') && src[i + 1] === ch) {
      text += ch;
      i += 2;
    } else if (ch === '}') {
      return { ok: false, error: { message: "Unmatched '}' (write '}}' for a brace)", start: i, end: i + 1 } };
    } else if (ch === '{') {
      const close = findClose(src, i + 1);
      if (close < 0) return { ok: false, error: { message: "Unclosed '{' in text", start: i, end: src.length } };
      const parsed = parseExpr(src.slice(i + 1, close));
      if (!parsed.ok) return { ok: false, error: shift(parsed.error, i + 1) };
      if (text) parts.push({ text });
      text = '';
      parts.push({ expr: shiftExpr(parsed.value, i + 1) });
      i = close + 1;
    } else {
      text += ch;
      i++;
    }
  }
  if (text) parts.push({ text });
  return { ok: true, value: parts };
}

/** Finds the `}` closing an expression, skipping quoted strings. */
function findClose(src: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < src.length; i++) {
    const ch = src[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '}') return i;
  }
  return -1;
}

function shift<T extends { start: number; end: number }>(x: T, by: number): T {
  return { ...x, start: x.start + by, end: x.end + by };
}

function shiftExpr(e: Expr, by: number): Expr {
  return JSON.parse(JSON.stringify(e), (key, value) => ((key === 'start' || key === 'end') && typeof value === 'number' ? value + by : value)) as Expr;
}

export function checkTemplate(t: Template, env: TypeEnv): ExprResult<TypedTemplate> {
  const out: TypedTemplate = [];
  for (const part of t) {
    if ('text' in part) {
      out.push(part);
      continue;
    }
    const checked = checkExpr(part.expr, env, 'text');
    if (!checked.ok) return checked;
    out.push({ expr: checked.value });
  }
  return { ok: true, value: out };
}

/** Parses and checks a template in one go. */
export function compileTemplate(src: string, env: TypeEnv): ExprResult<TypedTemplate> {
  const parsed = parseTemplate(src);
  return parsed.ok ? checkTemplate(parsed.value, env) : parsed;
}

export function evaluateTemplate(t: TypedTemplate, scope: Scope): string {
  return t.map((p) => ('text' in p ? p.text : formatValue(evaluate(p.expr, scope)))).join('');
}

/** True when the template has no expression parts, so it can live in strings.xml. */
export function isStaticTemplate(t: Template<unknown>): boolean {
  return t.every((p) => 'text' in p);
}

export function staticText(t: Template<unknown>): string {
  return t.map((p) => ('text' in p ? p.text : '')).join('');
}

/** Kotlin String expression for a template. */
export function templateToKotlin(t: TypedTemplate, ctx: KotlinContext): string {
  if (t.length === 0) return '""';
  const pieces = t.map((p) => {
    if ('text' in p) return kotlinString(p.text);
    const code = toKotlin(p.expr, ctx);
    if (p.expr.type !== 'text') return `Expr.str(${code})`;
    return p.expr.kind === 'binary' || p.expr.kind === 'cond' ? `(${code})` : code;
  });
  if (pieces.length === 1 && t[0] && 'expr' in t[0] && t[0].expr.type !== 'text') return pieces[0]!;
  if (pieces.length === 1 && t[0] && 'text' in t[0]) return pieces[0]!;
  return pieces.join(' + ');
}
