import { describe, expect, test } from 'vitest';
import { formatNumber, pad, parseNumber, progressPermille, roundHalfUp, toFixed } from './runtime';

describe('expression runtime formatting', () => {
  test('prints integers without decimals and other numbers with at most 6', () => {
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(1 / 3)).toBe('0.333333');
    expect(formatNumber(1e20)).toBe('100000000000000000000');
    expect(formatNumber(NaN)).toBe('NaN');
    expect(formatNumber(-Infinity)).toBe('-Infinity');
  });

  test('rounds half up on the exact binary value and never prints -0', () => {
    expect(toFixed(0.125, 2)).toBe('0.13');
    expect(toFixed(-0.125, 2)).toBe('-0.13');
    expect(toFixed(-0.0001, 2)).toBe('0.00');
    expect(toFixed(3, 20)).toBe('3.0000000000');
  });

  test('pads integers with zeros and parses only plain decimal numbers', () => {
    expect(pad(-5, 3)).toBe('-005');
    expect(parseNumber('0x10')).toBe(0);
    expect(parseNumber('12.')).toBe(12);
    expect(parseNumber('')).toBe(0);
  });
});

/**
 * Lines printed by the emitted Expr.kt (kotlinc 1.9.25, JVM) for the same inputs:
 * str | fixed(x, 2) | fixed(x, 0) | pad(x, 3) | str(round(x)) | progress(x, 10).
 * Re-check by hand when either runtime changes.
 */
const KOTLIN_NUMBER_LINES = [
  '0|0.00|0|000|0|0',
  '0|0.00|0|000|0|0',
  '3|3.00|3|003|3|300',
  '-7|-7.00|-7|-007|-7|0',
  '0.3|0.30|0|000|0|30',
  '0.333333|0.33|0|000|0|33',
  '2.5|2.50|3|003|3|250',
  '-2.5|-2.50|-3|-003|-2|0',
  '1.005|1.00|1|001|1|100',
  '0.125|0.13|0|000|0|13',
  '-0.125|-0.13|0|000|0|0',
  '100000000000000000000|100000000000000000000.00|100000000000000000000|100000000000000000000|100000000000000000000|1000',
  '1000000000000000|1000000000000000.00|1000000000000000|1000000000000000|1000000000000000|1000',
  '123456.789|123456.79|123457|123457|123457|1000',
  '0|0.00|0|000|0|0',
  '0|0.00|0|000|0|0',
  '100|100.00|100|100|100|1000',
  'NaN|NaN|NaN|NaN|NaN|0',
  'Infinity|Infinity|Infinity|Infinity|Infinity|1000',
  '1000000000000000000000|1000000000000000000000.00|1000000000000000000000|1000000000000000000000|1000000000000000000000|1000',
  '0|0.00|0|000|0|0',
];
const KOTLIN_NUM_LINES = ['4.5', '0', '100', '0', '12', '0.5', '0', '-3', '2', '0', '0', '0'];

describe('parity with the Kotlin runtime', () => {
  test('formats numbers exactly as the Kotlin Expr helpers printed them', () => {
    const inputs = [0, -0, 3, -7, 0.1 + 0.2, 1 / 3, 2.5, -2.5, 1.005, 0.125, -0.125, 1e20, 1e15, 123456.789, 1e-7, -1e-7, 99.9999996, NaN, Infinity, 1e21, 5e-324];
    const lines = inputs.map((x) => [formatNumber(x), toFixed(x, 2), toFixed(x, 0), pad(x, 3), formatNumber(roundHalfUp(x)), progressPermille(x, 10)].join('|'));
    expect(lines).toEqual(KOTLIN_NUMBER_LINES);
  });

  test('parses texts to numbers exactly as Kotlin Expr.num did', () => {
    const inputs = [' 4.5 ', 'abc', '1e2', '0x10', '12.', '.5', '', '-3', '+2', '1e', 'Infinity', 'NaN'];
    expect(inputs.map((t) => formatNumber(parseNumber(t)))).toEqual(KOTLIN_NUM_LINES);
  });
});
