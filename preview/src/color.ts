/**
 * Strict Android colour parsing. Only #RGB, #ARGB, #RRGGBB and #AARRGGBB are accepted; the result
 * is always an `rgba(...)` string built from numbers, so attribute text never reaches CSS.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export function parseHexColor(raw: string | undefined): Rgba | null {
  if (raw === undefined) return null;
  const m = HEX.exec(raw.trim());
  if (!m) return null;
  const hex = m[1] as string;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const hasAlpha = full.length === 8;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  const offset = hasAlpha ? 2 : 0;
  return {
    a: hasAlpha ? channel(0) / 255 : 1,
    r: channel(offset),
    g: channel(offset + 2),
    b: channel(offset + 4),
  };
}

export function toCss(c: Rgba): string {
  const a = Math.round(c.a * 1000) / 1000;
  return `rgba(${c.r}, ${c.g}, ${c.b}, ${a})`;
}

/** Parses and formats in one step; null for anything that is not a strict hex colour. */
export function cssColor(raw: string | undefined): string | null {
  const c = parseHexColor(raw);
  return c ? toCss(c) : null;
}

/** Relative luminance (WCAG) used to pick readable text on a coloured app bar or button. */
export function isLight(c: Rgba): boolean {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b) > 0.45;
}
