import { describe, expect, test } from 'vitest';
import { compileExpr } from './compile';
import { itemEnv, testEnv } from './testing/env';
import { expectEach } from './testing/cases';

const typeOf = (src: string, env = testEnv) => {
  const r = compileExpr(src, env);
  return r.ok ? r.value.type : `error: ${r.error.message}`;
};

describe('expression type checker', () => {
  test('infers number, text and bool results', () => {
    expectEach(typeOf, [
      ['count * 2 + 1', 'number'],
      ['"Hi " + name + count', 'text'],
      ['count > 3 || done', 'bool'],
      ['done ? "yes" : "no"', 'text'],
      ['sum(expenses, "amount")', 'number'],
      ['get(expenses, 0, "note")', 'text'],
    ]);
  });

  test('names unknown variables and functions', () => {
    expectEach(typeOf, [
      ['total + 1', "error: Unknown name 'total'"],
      ['eval("1")', "error: Unknown function 'eval'"],
    ]);
  });

  test('rejects mixing types', () => {
    expectEach(typeOf, [
      ['count - name', "error: '-' cannot combine number and text"],
      ['count == done', "error: '==' cannot combine number and bool"],
      ['!count', "error: '!' needs a bool but got number"],
    ]);
    expect(typeOf('done ? 1 : "x"')).toMatch(/same type/);
  });

  test('checks function arity, list arguments and field names', () => {
    expectEach(typeOf, [
      ['round(1, 2)', 'error: round() takes 1 argument(s), got 2'],
      ['sum(count, "amount")', 'error: The first argument must be a list variable'],
      ['sum(expenses, "note")', "error: Field 'note' is text, not number"],
      ['sum(expenses, "cost")', "error: The list has no field 'cost'"],
      ['count(expenses, "paid")', 'number'],
    ]);
  });

  test('allows item fields and index only inside list items', () => {
    expect(typeOf('item.amount')).toBe("error: 'item' is only available inside a list item");
    expect(typeOf('item.amount * 2 + index', itemEnv)).toBe('number');
    expect(typeOf('item.colour', itemEnv)).toBe("error: List items have no field 'colour'");
  });

  test('enforces an expected type, letting any non-list value become text', () => {
    expect(compileExpr('count', testEnv, 'bool')).toMatchObject({ ok: false, error: { message: 'Expected a bool expression but this is number' } });
    expect(compileExpr('count', testEnv, 'text').ok).toBe(true);
  });
});
