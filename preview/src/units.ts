/**
 * Android units for the phone mockup. Dp, Sp and Px are branded so a dp value can never be used
 * as CSS pixels by accident: the only conversions live here.
 */
export type Dp = number & { readonly __unit: 'dp' };
export type Sp = number & { readonly __unit: 'sp' };
export type Px = number & { readonly __unit: 'px' };

/** Outer size of the phone mockup in CSS pixels (product spec: 340 × 680). */
export const PHONE_WIDTH = 340 as Px;
export const PHONE_HEIGHT = 680 as Px;
/** Bezel on each side of the screen. */
export const BEZEL = 10 as Px;
/** A typical phone is 360dp wide; it must fit the screen inside the bezel. */
export const SCREEN_WIDTH_DP = 360 as Dp;
export const SCREEN_WIDTH = (PHONE_WIDTH - 2 * BEZEL) as Px;
const PX_PER_DP = SCREEN_WIDTH / SCREEN_WIDTH_DP;

export const dp = (n: number): Dp => n as Dp;
export const sp = (n: number): Sp => n as Sp;
export const px = (n: number): Px => n as Px;

export function dpToPx(value: Dp): Px {
  return round2(value * PX_PER_DP) as Px;
}

/** sp follows the user's font scale; the app theme's textScale plays that role in the preview. */
export function spToPx(value: Sp, textScale = 1): Px {
  return round2(value * PX_PER_DP * textScale) as Px;
}

/** Android "px" are device pixels; the reference device is a 420 dpi phone (2.625 px per dp). */
export function devicePxToPx(value: number): Px {
  return round2((value / 2.625) * PX_PER_DP) as Px;
}

export type Dimension =
  | { kind: 'match_parent' }
  | { kind: 'wrap_content' }
  | { kind: 'length'; px: Px };

const LENGTH = /^(-?\d+(?:\.\d+)?|-?\.\d+)(dp|dip|sp|px|pt|in|mm)$/;

/**
 * Parses an Android dimension strictly. Anything that is not a known keyword or a number with a
 * known unit gives null, so no raw attribute text ever reaches a style.
 */
export function parseDimension(raw: string | undefined, textScale = 1): Dimension | null {
  if (raw === undefined) return null;
  const value = raw.trim();
  if (value === 'match_parent' || value === 'fill_parent') return { kind: 'match_parent' };
  if (value === 'wrap_content') return { kind: 'wrap_content' };
  const m = LENGTH.exec(value);
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return null;
  return { kind: 'length', px: lengthToPx(n, m[2] as string, textScale) };
}

/** A dimension that must be a length (padding, margins, text size); keywords give null. */
export function parseLength(raw: string | undefined, textScale = 1): Px | null {
  const d = parseDimension(raw, textScale);
  return d?.kind === 'length' ? d.px : null;
}

function lengthToPx(n: number, unit: string, textScale: number): Px {
  switch (unit) {
    case 'sp':
      return spToPx(sp(n), textScale);
    case 'px':
      return devicePxToPx(n);
    case 'pt':
      return dpToPx(dp((n * 160) / 72));
    case 'in':
      return dpToPx(dp(n * 160));
    case 'mm':
      return dpToPx(dp((n * 160) / 25.4));
    default:
      return dpToPx(dp(n));
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
