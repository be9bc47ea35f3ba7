import type { BinaryOp, Expr, ExprResult } from './ast';
import { LexError, tokenize, type Token } from './lexer';

/** Binary operators by precedence level, lowest first. */
const LEVELS: readonly (readonly BinaryOp[])[] = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%']];
const MAX_DEPTH = 64;

class ParseError extends Error {
  constructor(
    message: string,
    readonly start: number,
    readonly end: number,
  ) {
    super(message);
  }
}

/** Parses one expression. Never throws: errors come back with the span they refer to. */
export function parseExpr(src: string): ExprResult<Expr> {
  try {
    const parser = new Parser(tokenize(src));
    const expr = parser.expression();
    parser.expectEnd();
    return { ok: true, value: expr };
  } catch (e) {
    if (e instanceof LexError) return { ok: false, error: e.detail };
    if (e instanceof ParseError) return { ok: false, error: { message: e.message, start: e.start, end: e.end } };
    throw e;
  }
}

class Parser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  expression(): Expr {
    if (++this.depth > MAX_DEPTH) throw new ParseError('Expression is nested too deeply', this.peek().start, this.peek().end);
    const test = this.binary(0);
    let result = test;
    if (this.accept('?')) {
      const then = this.expression();
      this.expect(':');
      const otherwise = this.expression();
      result = { kind: 'cond', test, then, else: otherwise, start: test.start, end: otherwise.end };
    }
    this.depth--;
    return result;
  }

  expectEnd(): void {
    const t = this.peek();
    if (t.kind !== 'eof') throw new ParseError(`Unexpected '${t.text}'`, t.start, t.end);
  }

  private binary(level: number): Expr {
    const ops = LEVELS[level];
    if (!ops) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const t = this.peek();
      const op = ops.find((o) => t.kind === 'op' && t.text === o);
      if (!op) return left;
      this.pos++;
      const right = this.binary(level + 1);
      left = { kind: 'binary', op, left, right, start: left.start, end: right.end };
    }
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.kind === 'op' && (t.text === '-' || t.text === '!')) {
      this.pos++;
      if (++this.depth > MAX_DEPTH) throw new ParseError('Expression is nested too deeply', t.start, t.end);
      const operand = this.unary();
      this.depth--;
      return { kind: 'unary', op: t.text, operand, start: t.start, end: operand.end };
    }
    return this.primary();
  }

  private primary(): Expr {
    const t = this.next();
    if (t.kind === 'number') return { kind: 'number', value: t.value as number, start: t.start, end: t.end };
    if (t.kind === 'string') return { kind: 'string', value: t.value as string, start: t.start, end: t.end };
    if (t.kind === 'op' && t.text === '(') {
      const inner = this.expression();
      const close = this.expect(')');
      return { ...inner, start: t.start, end: close.end };
    }
    if (t.kind === 'ident') return this.identifier(t);
    const what = t.kind === 'eof' ? 'end of expression' : `'${t.text}'`;
    throw new ParseError(`Expected a value but found ${what}`, t.start, t.end);
  }

  private identifier(t: Token): Expr {
    if (t.text === 'true' || t.text === 'false') return { kind: 'bool', value: t.text === 'true', start: t.start, end: t.end };
    if (this.accept('(')) return this.call(t);
    if (t.text === 'item' && this.accept('.')) {
      const field = this.next();
      if (field.kind !== 'ident') throw new ParseError("Expected a field name after 'item.'", field.start, field.end);
      return { kind: 'field', field: field.text, start: t.start, end: field.end };
    }
    return { kind: 'var', name: t.text, start: t.start, end: t.end };
  }

  private call(name: Token): Expr {
    const args: Expr[] = [];
    if (!this.accept(')')) {
      do args.push(this.expression());
      while (this.accept(','));
      this.expect(')');
    }
    return { kind: 'call', fn: name.text, args, start: name.start, end: this.tokens[this.pos - 1]!.end };
  }

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private next(): Token {
    const t = this.peek();
    if (t.kind !== 'eof') this.pos++;
    return t;
  }

  private accept(op: string): boolean {
    const t = this.peek();
    if (t.kind === 'op' && t.text === op) {
      this.pos++;
      return true;
    }
    return false;
  }

  private expect(op: string): Token {
    const t = this.peek();
    if (t.kind !== 'op' || t.text !== op) {
      const found = t.kind === 'eof' ? 'end of expression' : `'${t.text}'`;
      throw new ParseError(`Expected '${op}' but found ${found}`, t.start, t.end);
    }
    this.pos++;
    return t;
  }
}
