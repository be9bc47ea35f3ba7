import { describe, expect, test } from 'vitest';
import { parseExpr } from './parser';

describe('expression parser', () => {
  test('respects precedence: * before + before comparison before &&', () => {
    const r = parseExpr('1 + 2 * 3 > 4 && !done');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      kind: 'binary',
      op: '&&',
      left: { kind: 'binary', op: '>', left: { op: '+', right: { op: '*' } } },
      right: { kind: 'unary', op: '!', operand: { kind: 'var', name: 'done' } },
    });
  });

  test('parses ternaries right-associatively with positions', () => {
    const r = parseExpr('a ? 1 : b ? 2 : 3');
    expect(r.ok && r.value).toMatchObject({ kind: 'cond', start: 0, end: 17, else: { kind: 'cond', start: 8 } });
  });

  test('parses calls, item fields and both quote styles', () => {
    const r = parseExpr(`fixed(item.amount, 2) + "x" + 'y\\n'`);
    expect(r.ok && r.value).toMatchObject({
      left: { left: { kind: 'call', fn: 'fixed', args: [{ kind: 'field', field: 'amount' }, { kind: 'number', value: 2 }] } },
      right: { kind: 'string', value: 'y\n' },
    });
  });

  test('reports a missing operand with its position', () => {
    const r = parseExpr('1 + ');
    expect(r).toEqual({ ok: false, error: { message: 'Expected a value but found end of expression', start: 4, end: 4 } });
  });

  test('reports unknown characters, unclosed strings and stray tokens', () => {
    expect(parseExpr('a # b')).toMatchObject({ ok: false, error: { message: "Unexpected character '#'", start: 2 } });
    expect(parseExpr("'abc")).toMatchObject({ ok: false, error: { message: 'Unterminated string' } });
    expect(parseExpr('1 2')).toMatchObject({ ok: false, error: { message: "Unexpected '2'", start: 2 } });
    expect(parseExpr('max(1, 2')).toMatchObject({ ok: false, error: { message: "Expected ')' but found end of expression" } });
  });

  test('refuses absurdly deep nesting instead of overflowing the stack', () => {
    const r = parseExpr('('.repeat(500) + '1' + ')'.repeat(500));
    expect(r).toMatchObject({ ok: false, error: { message: 'Expression is nested too deeply' } });
  });
});
