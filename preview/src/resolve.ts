import { cssColor } from './color';
import type { XmlNode } from './parse';
import type { Resources } from './resources';
import type { PreviewTheme } from './theme';
import { parseDimension, parseLength, type Dimension, type Px } from './units';

/** Everything needed to turn attribute values into display values. */
export interface ResolveContext {
  res: Resources;
  theme: PreviewTheme;
}

const MAX_HOPS = 8;
const REF = /^@(?:\+)?([a-z]+)\/([A-Za-z0-9_.]+)$/;
const ANDROID_REF = /^@android:([a-z]+)\/([A-Za-z0-9_.]+)$/;

const ANDROID_STRINGS: Record<string, string> = { ok: 'OK', cancel: 'Cancel', yes: 'Yes', no: 'No', copy: 'Copy', paste: 'Paste' };
const ANDROID_COLORS: Record<string, string> = {
  white: '#FFFFFF',
  black: '#000000',
  transparent: '#00000000',
  darker_gray: '#AAAAAA',
  background_light: '#FFFFFF',
  background_dark: '#000000',
  holo_blue_light: '#33B5E5',
  holo_blue_dark: '#0099CC',
  holo_blue_bright: '#00DDFF',
  holo_green_light: '#99CC00',
  holo_green_dark: '#669900',
  holo_red_light: '#FF4444',
  holo_red_dark: '#CC0000',
  holo_orange_light: '#FFBB33',
  holo_orange_dark: '#FF8800',
  holo_purple: '#AA66CC',
};

/** Resolves `@string/…` (following aliases) or returns the literal text. Never returns markup: callers render it as text. */
export function resolveString(raw: string | undefined, ctx: ResolveContext): string | undefined {
  let value = raw;
  for (let hop = 0; value !== undefined && hop < MAX_HOPS; hop++) {
    const android = ANDROID_REF.exec(value);
    if (android) return android[1] === 'string' ? (ANDROID_STRINGS[android[2] as string] ?? android[2]) : value;
    const ref = REF.exec(value);
    if (!ref || ref[1] !== 'string') return value.startsWith('\\@') ? value.slice(1) : value;
    value = ctx.res.strings.get(ref[2] as string);
  }
  return value;
}

/** `@array/name` → its items (Spinner entries); anything else → none. */
export function resolveStringArray(raw: string | undefined, ctx: ResolveContext): readonly string[] {
  const ref = raw === undefined ? null : REF.exec(raw.trim());
  return ref && ref[1] === 'array' ? (ctx.res.arrays.get(ref[2] as string) ?? []) : [];
}

/** Resolves a colour attribute to a validated CSS colour, or null when it is not a colour we can prove safe. */
export function resolveColor(raw: string | undefined, ctx: ResolveContext): string | null {
  let value = raw?.trim();
  for (let hop = 0; value !== undefined && hop < MAX_HOPS; hop++) {
    if (value.startsWith('#')) return cssColor(value);
    const themed = themeAttribute(value, ctx.theme);
    if (themed) return themed;
    const android = ANDROID_REF.exec(value);
    if (android) return android[1] === 'color' ? cssColor(ANDROID_COLORS[android[2] as string]) : null;
    const ref = REF.exec(value);
    if (!ref || ref[1] !== 'color') return null;
    const name = ref[2] as string;
    value = (ctx.theme.dark ? ctx.res.nightColors.get(name) : undefined) ?? ctx.res.colors.get(name);
  }
  return null;
}

/** The theme attributes a layout may reference, and the preview theme colour each one means. */
const THEME_ATTRIBUTES: Readonly<Record<string, 'primary' | 'accent' | 'text' | 'textSecondary' | 'background' | 'divider'>> = {
  colorPrimary: 'primary',
  colorPrimaryDark: 'primary',
  colorAccent: 'accent',
  colorSecondary: 'accent',
  textColorPrimary: 'text',
  textColorSecondary: 'textSecondary',
  colorBackground: 'background',
  windowBackground: 'background',
  listDivider: 'divider',
};

/** `?attr/colorPrimary`-style references into the theme. */
function themeAttribute(value: string, theme: PreviewTheme): string | null {
  const m = /^\?(?:android:)?(?:attr\/)?([A-Za-z]+)$/.exec(value);
  const key = m && Object.hasOwn(THEME_ATTRIBUTES, m[1]!) ? THEME_ATTRIBUTES[m[1]!] : undefined;
  return key ? theme[key] : null;
}

function dimenValue(raw: string | undefined, ctx: ResolveContext): string | undefined {
  const m = raw === undefined ? null : REF.exec(raw.trim());
  if (m && m[1] === 'dimen') return ctx.res.dimens.get(m[2] as string);
  return raw;
}

export function resolveDimension(raw: string | undefined, ctx: ResolveContext): Dimension | null {
  return parseDimension(dimenValue(raw, ctx), ctx.theme.textScale);
}

export function resolveLength(raw: string | undefined, ctx: ResolveContext): Px | null {
  return parseLength(dimenValue(raw, ctx), ctx.theme.textScale);
}

export type DrawableRef =
  | { kind: 'color'; color: string }
  | { kind: 'xml'; node: XmlNode }
  | { kind: 'icon'; name: string };

/** Resolves `@drawable/…`, `@mipmap/…`, `@android:drawable/…` or a colour used as a drawable. */
export function resolveDrawable(raw: string | undefined, ctx: ResolveContext): DrawableRef | null {
  if (raw === undefined) return null;
  const value = raw.trim();
  const color = resolveColor(value, ctx);
  if (color) return { kind: 'color', color };
  const android = ANDROID_REF.exec(value);
  if (android) return { kind: 'icon', name: android[2] as string };
  const ref = REF.exec(value);
  if (!ref) return null;
  if (ref[1] === 'drawable' || ref[1] === 'mipmap') {
    const node = ctx.res.drawables.get(ref[2] as string);
    return node ? { kind: 'xml', node } : { kind: 'icon', name: ref[2] as string };
  }
  return null;
}

/** `@+id/name` / `@id/name` → `name`, only for well-formed identifiers. */
export function idName(raw: string | undefined): string | undefined {
  const m = raw === undefined ? null : /^@(?:\+)?id\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(raw.trim());
  return m ? (m[1] as string) : undefined;
}

/** Strict number parsing for attributes such as weight, alpha, max. */
export function parseNumber(raw: string | undefined): number | null {
  if (raw === undefined || !/^-?(\d+(\.\d+)?|\.\d+)$/.test(raw.trim())) return null;
  return Number(raw.trim());
}
