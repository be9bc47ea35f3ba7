import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileExpr } from './compile';
import { evaluate, formatValue } from './evaluate';
import { fixedClock, testEnv, mustCompile } from './testing/env';
import { toKotlin } from './kotlin';
import { dateDays, datePart, toFixed } from './runtime';

function run(src: string, state: Record<string, number | string> = {}) {
  return evaluate(mustCompile(src), { state: { count: 0, name: '', done: false, expenses: [], ...state }, clock: fixedClock });
}

function kt(src: string): string {
  return toKotlin(mustCompile(src), { stateRef: (n) => `AppState.${n}` });
}

/** Inputs of the parity table, in the order the Kotlin program below printed them. */
const DATE_INPUTS = [
  '1970-01-01', '2000-02-29', '1900-02-29', '2024-12-31', '0000-03-01', '9999-12-31', '2024-13-01', '2024-00-10',
  '2024-04-31', '2024-1-05', ' 2024-01-05', '2024-01-05 ', '\uFF12\uFF10\uFF12\uFF14-01-05', '', 'abcd-ef-gh',
  '1969-12-31', '2026-01-20', '0001-01-01', '2023-02-29', '2400-02-29', '2100-02-29', '2024+01-05', '1600-03-01',
];
const POW_INPUTS: [number, number][] = [
  [2, 10], [1.01, 12], [2, 0.5], [-8, 1 / 3], [0, 0], [10, -2], [-2, 3], [1e308, 2], [1, Infinity], [1.005, 360], [0, -1],
];
const SQRT_INPUTS = [2, 16, -1, 0, 1e-10, 12345.678];

/**
 * What the emitted Expr.kt printed for the same inputs (kotlinc 1.9.25 on the JVM, `Expr.str` of each
 * result and, for pow and sqrt, `Expr.fixed(result, 10)`). Re-check by hand when either runtime changes.
 */
const KOTLIN_DATE_LINES = [
  '0|1970|1|1', '11016|2000|2|29', '0|0|0|0', '20088|2024|12|31', '-719468|0|3|1', '2932896|9999|12|31', '0|0|0|0', '0|0|0|0',
  '0|0|0|0', '0|0|0|0', '0|0|0|0', '0|0|0|0', '0|0|0|0', '0|0|0|0', '0|0|0|0',
  '-1|1969|12|31', '20473|2026|1|20', '-719162|1|1|1', '0|0|0|0', '157113|2400|2|29', '0|0|0|0', '0|0|0|0', '-135080|1600|3|1',
];
const KOTLIN_POW_LINES = [
  '1024|1024.0000000000', '1.126825|1.1268250301', '1.414214|1.4142135624', 'NaN|NaN', '1|1.0000000000', '0.01|0.0100000000',
  '-8|-8.0000000000', 'Infinity|Infinity', 'NaN|NaN', '6.022575|6.0225752123', 'Infinity|Infinity',
];
const KOTLIN_SQRT_LINES = ['1.414214|1.4142135624', '4|4.0000000000', 'NaN|NaN', '0|0.0000000000', '0.00001|0.0000100000', '111.111107|111.1111065556'];

describe('maths and date functions', () => {
  test('give the expected values for a table of inputs', () => {
    const table: [string, number | string][] = [
      ['pow(2, 10)', 1024],
      ['pow(9, 0.5)', 3],
      ['pow(10, -2)', 0.01],
      ['pow(0, 0)', 1],
      ['sqrt(16)', 4],
      ['str(sqrt(-1))', 'NaN'],
      ["days('1970-01-01')", 0],
      ["days('1970-01-02')", 1],
      ["days('1969-12-31')", -1],
      ["days('2000-03-01') - days('2000-02-28')", 2],
      ["days('1900-03-01') - days('1900-02-28')", 1],
      ["days('2026-01-30') - days('2026-01-20')", 10],
      ["days('2023-02-29')", 0],
      ["days('2024-1-5')", 0],
      ["days('soon')", 0],
      ["year('2024-05-06') * 10000 + month('2024-05-06') * 100 + day('2024-05-06')", 20240506],
      ["year('2024-02-30') + month('x') + day('')", 0],
      ['days(today())', 19849],
      ['year(today())', 2024],
      ['fixed(100000 * 0.01 * pow(1.01, 12) / (pow(1.01, 12) - 1), 2)', '8884.88'],
    ];
    for (const [src, want] of table) expect(run(src), src).toBe(want);
  });

  test('count days exactly like the calendar for any date from year 0 to 9999', () => {
    const yearZero = new Date(0).setUTCFullYear(0, 0, 1);
    fc.assert(
      fc.property(fc.date({ min: new Date(yearZero), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
        const iso = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        // setUTCFullYear, unlike Date.UTC, does not move years 0-99 to the 1900s.
        const midnight = new Date(0).setUTCFullYear(y, m - 1, day);
        expect(dateDays(iso)).toBe(midnight / 86_400_000);
        expect([datePart(iso, 'year'), datePart(iso, 'month'), datePart(iso, 'day')]).toEqual([y, m, day]);
      }),
    );
  });

  test('match what the Kotlin runtime printed for the same inputs', () => {
    const dates = DATE_INPUTS.map((d) => [dateDays(d), datePart(d, 'year'), datePart(d, 'month'), datePart(d, 'day')].map(formatValue).join('|'));
    expect(dates).toEqual(KOTLIN_DATE_LINES);
    const show = (x: number) => `${formatValue(x)}|${toFixed(x, 10)}`;
    expect(POW_INPUTS.map(([a, b]) => show(Math.pow(a, b)))).toEqual(KOTLIN_POW_LINES);
    expect(SQRT_INPUTS.map((x) => show(Math.sqrt(x)))).toEqual(KOTLIN_SQRT_LINES);
  });

  test('compile to the expected Kotlin', () => {
    expect(kt('pow(1 + count / 1200, 12)')).toBe('Math.pow((1.0 + (AppState.count / 1200.0)), 12.0)');
    expect(kt('sqrt(count)')).toBe('Math.sqrt(AppState.count)');
    expect(kt('days(name) - days(today())')).toBe('(Expr.days(AppState.name) - Expr.days(Expr.today()))');
    expect(kt("year(name) + month('2024-05-06') + day(name)")).toBe('((Expr.year(AppState.name) + Expr.month("2024-05-06")) + Expr.day(AppState.name))');
  });

  test('reject arguments of the wrong type or number', () => {
    const error = (src: string) => {
      const r = compileExpr(src, testEnv);
      return r.ok ? 'ok' : r.error.message;
    };
    expect(error('days(count)')).toBe("days('YYYY-MM-DD') needs a text but got number");
    expect(error('pow(2)')).toBe('pow() takes 2 argument(s), got 1');
    expect(error("sqrt('4')")).toBe('sqrt(number) needs a number but got text');
    expect(error('year()')).toBe('year() takes 1 argument(s), got 0');
  });
});
