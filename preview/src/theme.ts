import { isLight, parseHexColor, toCss, type Rgba } from './color';
import type { Resources } from './resources';

/** The colours the phone is drawn with, all already validated CSS colour strings. */
export interface PreviewTheme {
  primary: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  dark: boolean;
  textScale: number;
  background: string;
  surface: string;
  text: string;
  textSecondary: string;
  divider: string;
}

/** Theme values from the AppSpec; every field is optional and validated here. */
export interface ThemeInput {
  primary?: string;
  accent?: string;
  dark?: boolean;
  textScale?: number;
}

const DEFAULT_PRIMARY = '#3F51B5';
const DEFAULT_ACCENT = '#FF4081';
const PRIMARY_NAMES = ['colorPrimary', 'primary', 'color_primary', 'primaryColor'];
const ACCENT_NAMES = ['colorAccent', 'accent', 'color_accent', 'accentColor', 'colorSecondary'];

export function buildTheme(input: ThemeInput, res: Resources): PreviewTheme {
  const dark = input.dark === true;
  const primary = pickColor(input.primary, PRIMARY_NAMES, res, dark) ?? (parseHexColor(DEFAULT_PRIMARY) as Rgba);
  const accent = pickColor(input.accent, ACCENT_NAMES, res, dark) ?? (parseHexColor(DEFAULT_ACCENT) as Rgba);
  const textScale = clampTextScale(input.textScale);
  return {
    primary: toCss(primary),
    onPrimary: isLight(primary) ? '#111111' : '#ffffff',
    accent: toCss(accent),
    onAccent: isLight(accent) ? '#111111' : '#ffffff',
    dark,
    textScale,
    background: dark ? '#121212' : '#fafafa',
    surface: dark ? '#1e1e1e' : '#ffffff',
    text: dark ? '#eeeeee' : '#212121',
    textSecondary: dark ? '#aaaaaa' : '#757575',
    divider: dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(0, 0, 0, 0.12)',
  };
}

function pickColor(fromSpec: string | undefined, names: string[], res: Resources, dark: boolean): Rgba | null {
  const direct = parseHexColor(fromSpec);
  if (direct) return direct;
  for (const name of names) {
    const raw = (dark ? res.nightColors.get(name) : undefined) ?? res.colors.get(name);
    const c = parseHexColor(raw);
    if (c) return c;
  }
  return null;
}

function clampTextScale(value: number | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 1;
  return Math.min(2, Math.max(0.5, value));
}
