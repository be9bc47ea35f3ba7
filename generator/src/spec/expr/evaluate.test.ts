import { describe, expect, test } from 'vitest';
import { evaluate, type Scope } from './evaluate';
import { fixedClock, itemEnv, testEnv, mustCompile } from './testing/env';
import { compileTemplate, evaluateTemplate } from './template';

const expenses = [
  { amount: 12.5, note: 'Lunch', paid: true, day: '2024-05-01' },
  { amount: 3, note: 'Coffee', paid: false, day: '2024-05-02' },
];
const scope: Scope = { state: { count: 7, name: 'Ada', done: true, expenses }, clock: fixedClock };

function run(src: string, s: Scope = scope, env = testEnv) {
  return evaluate(mustCompile(src, env), s);
}

describe('expression evaluator', () => {
  test('does arithmetic with doubles and truncated remainder', () => {
    expect(run('count * 2 + 1')).toBe(15);
    expect(run('count / 2')).toBe(3.5);
    expect(run('-count % 3')).toBe(-1);
    expect(run('count / 0')).toBe(Infinity);
  });

  test('concatenates text, formatting numbers without trailing .0', () => {
    expect(run('"Count: " + count')).toBe('Count: 7');
    expect(run('"x" + 0.1 * 3')).toBe('x0.3');
    expect(run('name + done')).toBe('Adatrue');
  });

  test('short-circuits && and || and picks ternary branches', () => {
    expect(run('done || get(expenses, 99, "paid")')).toBe(true);
    expect(run('count > 5 ? "big" : "small"')).toBe('big');
  });

  test('implements the whitelisted functions', () => {
    expect(run('round(2.5) + round(-2.5)')).toBe(1);
    expect(run('fixed(1.005, 2)')).toBe('1.00');
    expect(run('fixed(2.345, 1)')).toBe('2.3');
    expect(run('fixed(-0.001, 2)')).toBe('0.00');
    expect(run('pad(7, 2) + ":" + pad(5, 3)')).toBe('07:005');
    expect(run('sum(expenses, "amount")')).toBe(15.5);
    expect(run('count(expenses) + count(expenses, "paid")')).toBe(3);
    expect(run('len(name) + len(expenses)')).toBe(5);
    expect(run('num(" 4.5 ") + num("abc") + num("1e2")')).toBe(104.5);
    expect(run('min(3, count, 1) + max(1, 2)')).toBe(3);
    expect(run('random(1, 6)')).toBe(4);
    expect(run('now()')).toBe(1_700_000_000_000);
    expect(run('today()')).toBe('2024-05-06');
    expect(run('contains(name, "DA") && !contains(name, "x")')).toBe(true);
    expect(run('upper(name) + lower(name)')).toBe('ADAada');
    expect(run('get(expenses, 1, "note")')).toBe('Coffee');
    expect(run('get(expenses, 5, "amount")')).toBe(0);
  });

  test('reads item fields and the item index inside list items', () => {
    const s: Scope = { ...scope, item: expenses[1], index: 1 };
    expect(run('item.note + " #" + (index + 1)', s, itemEnv)).toBe('Coffee #2');
  });

  test('fills templates, keeping doubled braces literal', () => {
    const t = compileTemplate('Total {{EUR}}: {fixed(sum(expenses, "amount"), 2)} for {name}', testEnv);
    expect(t.ok).toBe(true);
    if (t.ok) expect(evaluateTemplate(t.value, scope)).toBe('Total {EUR}: 15.50 for Ada');
  });

  test('reports template errors at their position in the template', () => {
    expect(compileTemplate('Hi {nme}', testEnv)).toMatchObject({ ok: false, error: { message: "Unknown name 'nme'", start: 4, end: 7 } });
    expect(compileTemplate('Hi {name', testEnv)).toMatchObject({ ok: false, error: { message: "Unclosed '{' in text" } });
  });
});
