import { describe, expect, test } from 'vitest';
import { compileExpr } from './compile';
import { evaluate, type Scope } from './evaluate';
import { fixedClock, testEnv, mustCompile } from './testing/env';
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
    expect(run("avg(expenses, 'amount')")).toBe(7);
    expect(run("maxIn(expenses, 'amount')")).toBe(12);
    expect(run("minIn(expenses, 'amount')")).toBe(3);
    expect(run("avg(expenses, 'amount')", { ...scope, state: { ...scope.state, expenses: [] } })).toBe(0);
  });

  test('totals, counts, averages and maxima per group', () => {
    expect(run("sumIf(expenses, 'amount', 'note', 'food')")).toBe(18);
    expect(run("countIf(expenses, 'note', 'food')")).toBe(2);
    expect(run("avgIf(expenses, 'amount', 'note', 'bus')")).toBe(3);
    expect(run("maxIf(expenses, 'amount', 'paid', true)")).toBe(12);
    expect(run("countIf(expenses, 'note', 'rent')")).toBe(0);
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
    expect(run('addDays(name, 2)')).toBe('2024-02-29');
    expect(run('addDays(name, 3)')).toBe('2024-03-01');
    expect(run("addDays('2025-12-30', 5)")).toBe('2026-01-04');
    expect(run("addDays('2024-03-01', -1)")).toBe('2024-02-29');
    expect(run("addDays('soon', 1)")).toBe('');
  });

  test('compile to Kotlin on the shared runtime', () => {
    const ctx = { stateRef: (n: string) => `AppState.${n}`, itemRef: 'item', indexRef: 'position' };
    const k = (src: string) => toKotlin(mustCompile(src), ctx);
    expect(k("sumIf(expenses, 'amount', 'note', 'food')")).toBe('AppState.expenses.filter { entry -> entry.note == "food" }.sumOf { entry -> entry.amount }');
    expect(k("avgGap(expenses, 'day')")).toBe('Expr.averageGap(AppState.expenses.map { entry -> entry.day })');
  });
});
