/**
 * JS semantics of the expression helpers. The Kotlin twins are in kotlin-runtime.ts; every rule
 * here is chosen so both platforms give the same text for the same value (no locale, no
 * platform-specific double printing).
 */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (Number.isInteger(x) && Math.abs(x) < 1e15) return String(x === 0 ? 0 : x);
  const s = toFixed(x, 6);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** Half-up rounding on the exact binary value, like Kotlin's BigDecimal(x).setScale(d, HALF_UP). */
export function toFixed(x: number, decimals: number): string {
  if (!Number.isFinite(x)) return String(x);
  const d = Math.min(10, Math.max(0, Math.floor(decimals)));
  let s = Math.abs(x) >= 1e21 ? BigInt(x).toString() + (d > 0 ? '.' + '0'.repeat(d) : '') : x.toFixed(d);
  if (/^-[0.]*$/.test(s)) s = s.slice(1);
  return s;
}

export function pad(x: number, width: number): string {
  if (!Number.isFinite(x)) return String(x);
  const digits = toFixed(Math.abs(x), 0);
  const w = Math.min(20, Math.max(0, Math.floor(width)));
  const sign = x < 0 && digits !== '0' ? '-' : '';
  return sign + digits.padStart(w, '0');
}

export function parseNumber(text: string): number {
  const t = text.trim();
  return NUMBER_TEXT.test(t) ? Number(t) : 0;
}

export function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5);
}

export function randomBetween(a: number, b: number, random: () => number): number {
  let lo = Math.floor(a);
  let hi = Math.floor(b);
  if (hi < lo) [lo, hi] = [hi, lo];
  return lo + Math.floor(random() * (hi - lo + 1));
}

/** Calendar parts of a `YYYY-MM-DD` text naming a real Gregorian date, else null (mirrors Expr.dateParts). */
export function dateParts(text: string): { year: number; month: number; day: number } | null {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text)) return null;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whole days since 1970-01-01 for a calendar date (Hinnant's days-from-civil with March-based years),
 * in floor arithmetic on doubles so Kotlin computes the very same numbers.
 */
export function civilDays(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const mp = month > 2 ? month - 3 : month + 9;
  return 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400) + Math.floor((153 * mp + 2) / 5) + day - 719469;
}

/** `days(date)`: days since 1970-01-01 for a `YYYY-MM-DD` text; 0 for anything else. */
export function dateDays(text: string): number {
  const p = dateParts(text);
  return p ? civilDays(p.year, p.month, p.day) : 0;
}

/** `year(date)`, `month(date)`, `day(date)`: one part of a `YYYY-MM-DD` text; 0 when it is not a date. */
export function datePart(text: string, part: 'year' | 'month' | 'day'): number {
  return dateParts(text)?.[part] ?? 0;
}

/** Calendar date for whole days since 1970-01-01 (Hinnant's civil-from-days, floor arithmetic). */
export function civilFromDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const p = (n: number, w: number) => String(n).padStart(w, '0');
  return `${p(year, 4)}-${p(month, 2)}-${p(day, 2)}`;
}

/** `addDays(date, n)`: the date n whole days later; '' when the text is not a date. */
export function addDays(text: string, n: number): string {
  const p = dateParts(text);
  if (!p || !Number.isFinite(n)) return '';
  return civilFromDays(civilDays(p.year, p.month, p.day) + Math.floor(n));
}

export function average(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** Average days between consecutive distinct dates (in date order); 0 with fewer than two dates. */
export function averageGap(dates: readonly string[]): number {
  const days = [...new Set(dates.filter((d) => dateParts(d)).map(dateDays))].sort((a, b) => a - b);
  if (days.length < 2) return 0;
  return (days[days.length - 1]! - days[0]!) / (days.length - 1);
}

/** The latest real date of the texts, or ''. */
export function lastDate(dates: readonly string[]): string {
  const real = dates.filter((d) => dateParts(d));
  return real.length === 0 ? '' : real.reduce((a, b) => (b > a ? b : a));
}

export function todayText(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** Progress bars run from 0 to 1000 (see Expr.progress in Kotlin). */
export function progressPermille(value: number, max: number): number {
  if (!(max > 0) || Number.isNaN(value)) return 0;
  return Math.min(1000, Math.max(0, roundHalfUp((value / max) * 1000)));
}
