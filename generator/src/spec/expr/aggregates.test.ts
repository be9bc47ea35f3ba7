import { describe, expect, test } from 'vitest';
import { compileExpr } from './compile';
import { evaluate, type Scope } from './evaluate';
import { fixedClock, testEnv, mustCompile } from './testing/env';
import { expectEach } from './testing/cases';
import { toKotlin } from './kotlin';

const expenses = [
  { amount: 12, note: 'food', paid: true, day: '2024-05-01' },
  { amount: 3, note: 'bus', paid: false, day: '2024-05-29' },
  { amount: 6, note: 'food', paid: true, day: '2024-05-15' },
];
const scope: Scope = { state: { count: 7, name: '2024-02-27', done: true, expenses }, clock: fixedClock };

function run(src: string, s: Scope = scope) {
  return evaluate(mustCompile(src), s);
}

describe('aggregates over records', () => {
  test('averages, maximum and minimum of a field, 0 for an empty list', () => {
    expectEach(run, [
      ["avg(expenses, 'amount')", 7],
      ["maxIn(expenses, 'amount')", 12],
      ["minIn(expenses, 'amount')", 3],
    ]);
    expect(run("avg(expenses, 'amount')", { ...scope, state: { ...scope.state, expenses: [] } })).toBe(0);
  });

  test('totals, counts, averages and maxima per group', () => {
    expectEach(run, [
      ["sumIf(expenses, 'amount', 'note', 'food')", 18],
      ["countIf(expenses, 'note', 'food')", 2],
      ["avgIf(expenses, 'amount', 'note', 'bus')", 3],
      ["maxIf(expenses, 'amount', 'paid', true)", 12],
      ["countIf(expenses, 'note', 'rent')", 0],
    ]);
  });

  test('refuses a key of the wrong type', () => {
    expect(compileExpr("countIf(expenses, 'note', 3)", testEnv).ok).toBe(false);
  });
});

describe('date helpers', () => {
  test('average gap between dates in date order, and the latest date', () => {
    expect(run("avgGap(expenses, 'day')")).toBe(14);
    expect(run("lastDate(expenses, 'day')")).toBe('2024-05-29');
  });

  test('adds days across month, leap day and year ends', () => {
    expectEach(run, [
      ['addDays(name, 2)', '2024-02-29'],
      ['addDays(name, 3)', '2024-03-01'],
      ["addDays('2025-12-30', 5)", '2026-01-04'],
      ["addDays('2024-03-01', -1)", '2024-02-29'],
      ["addDays('soon', 1)", ''],
    ]);
  });

  test('compile to Kotlin on the shared runtime', () => {
    const ctx = { stateRef: (n: string) => `AppState.${n}`, itemRef: 'item', indexRef: 'position' };
    const k = (src: string) => toKotlin(mustCompile(src), ctx);
    expect(k("sumIf(expenses, 'amount', 'note', 'food')")).toBe('AppState.expenses.filter { entry -> entry.note == "food" }.sumOf { entry -> entry.amount }');
    expect(k("avgGap(expenses, 'day')")).toBe('Expr.averageGap(AppState.expenses.map { entry -> entry.day })');
  });
});
