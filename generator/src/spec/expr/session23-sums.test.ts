import { describe, expect, test } from 'vitest';
import { evaluate } from './evaluate';
import { fixedClock, mustCompile } from './testing/env';
import { toKotlin } from './kotlin';

const laps = [
  { amount: 41, note: 'front crawl', paid: true, day: '2024-05-01' },
  { amount: 38, note: 'front crawl', paid: true, day: '2024-05-08' },
  { amount: 52, note: 'breaststroke', paid: false, day: '2024-05-09' },
];
const run = (src: string, expenses = laps) => evaluate(mustCompile(src), { state: { count: 0, name: '', done: false, expenses }, clock: fixedClock });

/** "my best time for each stroke": the lowest of a field within each group (minIf), in the preview and on the phone. */
describe('the lowest per group (session 23)', () => {
  test('minIf gives the lowest value among the records of that group, 0 when the group has none', () => {
    expect(run("minIf(expenses, 'amount', 'note', 'front crawl')")).toBe(38);
    expect(run("minIf(expenses, 'amount', 'note', 'breaststroke')")).toBe(52);
    expect(run("minIf(expenses, 'amount', 'note', 'butterfly')")).toBe(0);
  });

  test('minIf becomes Kotlin that filters the group and takes its minimum', () => {
    const kt = toKotlin(mustCompile("minIf(expenses, 'amount', 'paid', true)"), { stateRef: (n: string) => `AppState.${n}`, itemRef: 'item', indexRef: 'position' });
    expect(kt).toContain('.filter { entry -> entry.paid == true }.minOfOrNull { entry -> entry.amount } ?: 0.0');
  });
});
