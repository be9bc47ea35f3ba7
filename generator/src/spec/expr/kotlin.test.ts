import { describe, expect, test } from 'vitest';
import { itemEnv, testEnv, mustCompile } from './testing/env';
import { expectEach } from './testing/cases';
import { FUNCTION_NAMES } from './functions';
import { toKotlin, type KotlinContext } from './kotlin';
import { compileTemplate, templateToKotlin } from './template';

const ctx: KotlinContext = { stateRef: (n) => `AppState.${n}`, itemRef: 'item', indexRef: 'position' };

function kt(src: string, env = testEnv): string {
  return toKotlin(mustCompile(src, env), ctx);
}

/** Checks the Kotlin each source compiles to in `env`; a failing row names its source. */
function expectKotlin(cases: readonly (readonly [src: string, kotlin: string])[], env = testEnv): void {
  expectEach((src) => kt(src, env), cases);
}

describe('Kotlin code for expressions', () => {
  test('compiles a set of expressions to the expected Kotlin', () => {
    expectKotlin([
      ['count * 2 + 1', '((AppState.count * 2.0) + 1.0)'],
      ['"Count: " + count', '"Count: " + Expr.str(AppState.count)'],
      ['done && count >= 3', '(AppState.done && (AppState.count >= 3.0))'],
      ['-count', '-AppState.count'],
      ['!(count > 1)', '!(AppState.count > 1.0)'],
      ['done ? "on" : "off"', '(if (AppState.done) "on" else "off")'],
      ['fixed(count / 3, 2)', 'Expr.fixed((AppState.count / 3.0), 2.0)'],
      ['sum(expenses, "amount")', 'AppState.expenses.sumOf { entry -> entry.amount }'],
      ['count(expenses, "paid")', 'AppState.expenses.count { entry -> entry.paid }.toDouble()'],
      ['len(name)', 'AppState.name.length.toDouble()'],
      ['get(expenses, count, "note")', '(AppState.expenses.getOrNull(Math.floor(AppState.count).toInt())?.note ?: "")'],
      ['max(1, 2, count)', 'Math.max(Math.max(1.0, 2.0), AppState.count)'],
      ['now()', 'System.currentTimeMillis().toDouble()'],
    ]);
    expectKotlin([['item.amount + index', '(item.amount + position.toDouble())']], itemEnv);
  });

  test('escapes Kotlin string specials, including the $ template marker', () => {
    expect(kt('"a\\"b $x \\\\ \\n"')).toBe('"a\\"b \\$x \\\\ \\n"');
  });

  test('compiles templates to string concatenation', () => {
    const t = compileTemplate('Hi {name}, {count} left', testEnv);
    expect(t.ok && templateToKotlin(t.value, ctx)).toBe('"Hi " + AppState.name + ", " + Expr.str(AppState.count) + " left"');
    const single = compileTemplate('{count}', testEnv);
    expect(single.ok && templateToKotlin(single.value, ctx)).toBe('Expr.str(AppState.count)');
  });

  test('has Kotlin for every whitelisted function', () => {
    const samples: Record<string, string> = {
      min: 'min(1, 2)', max: 'max(1, 2)', len: 'len(name)', sum: 'sum(expenses, "amount")', count: 'count(expenses)',
      get: 'get(expenses, 0, "note")', fixed: 'fixed(1, 2)', pad: 'pad(1, 2)', str: 'str(1)', num: 'num("1")',
      random: 'random(1, 2)', pow: 'pow(2, 3)', days: 'days(name)', year: 'year(name)', month: 'month(name)', day: 'day(name)', now: 'now()', today: 'today()', contains: 'contains("a", "b")', upper: 'upper("a")', lower: 'lower("a")',
      avg: 'avg(expenses, "amount")', maxIn: 'maxIn(expenses, "amount")', minIn: 'minIn(expenses, "amount")',
      sumIf: 'sumIf(expenses, "amount", "note", "food")', avgIf: 'avgIf(expenses, "amount", "note", name)',
      maxIf: 'maxIf(expenses, "amount", "paid", true)', minIf: 'minIf(expenses, "amount", "paid", true)', countIf: 'countIf(expenses, "note", "food")',
      avgGap: 'avgGap(expenses, "day")', lastDate: 'lastDate(expenses, "day")', addDays: 'addDays(name, 3)',
    };
    for (const fn of FUNCTION_NAMES) {
      const src = samples[fn] ?? `${fn}(1)`;
      expect(kt(src)).toMatch(/\S/);
    }
  });
});
