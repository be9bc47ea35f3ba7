import type { EmitContext } from './context';
import { XML_DECLARATION } from './xml';

/** `res/values*`: colours, themes (light and night) and the card background drawable. */
export function emitValues(ctx: EmitContext): Record<string, string> {
  const { theme } = ctx.spec;
  const light = palette(theme.primary, theme.accent, theme.dark);
  const night = palette(theme.primary, theme.accent, true);
  const res = 'app/src/main/res';
  return {
    [`${res}/values/colors.xml`]: colorsXml(light),
    [`${res}/values-night/colors.xml`]: colorsXml(night),
    [`${res}/values/themes.xml`]: themesXml(theme.dark),
    [`${res}/values-night/themes.xml`]: themesXml(true),
    [`${res}/drawable/card_background.xml`]: cardBackground(),
  };
}

interface Palette {
  primary: string;
  primary_dark: string;
  accent: string;
  on_primary: string;
  background: string;
  surface: string;
  ic_launcher_background: string;
}

function palette(primary: string, accent: string, dark: boolean): Palette {
  return {
    primary: primary.toUpperCase(),
    primary_dark: shade(primary, 0.75),
    accent: accent.toUpperCase(),
    on_primary: luminance(primary) > 0.6 ? '#000000' : '#FFFFFF',
    background: dark ? '#121212' : '#FAFAFA',
    surface: dark ? '#1E1E1E' : '#FFFFFF',
    ic_launcher_background: primary.toUpperCase(),
  };
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function shade(hex: string, factor: number): string {
  return '#' + channels(hex).map((c) => Math.round(c * factor).toString(16).padStart(2, '0')).join('').toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex) as [number, number, number];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

function colorsXml(p: Palette): string {
  const items = Object.entries(p).map(([name, value]) => `    <color name="${name}">${value}</color>`);
  return [XML_DECLARATION, '<resources>', ...items, '</resources>', ''].join('\n');
}

function themesXml(dark: boolean): string {
  const parent = dark ? '@android:style/Theme.Material' : '@android:style/Theme.Material.Light.DarkActionBar';
  return `${XML_DECLARATION}
<resources>
    <style name="AppTheme" parent="${parent}">
        <item name="android:colorPrimary">@color/primary</item>
        <item name="android:colorPrimaryDark">@color/primary_dark</item>
        <item name="android:colorAccent">@color/accent</item>
        <item name="android:windowBackground">@color/background</item>
    </style>
</resources>
`;
}

function cardBackground(): string {
  return `${XML_DECLARATION}
<shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="rectangle">
    <solid android:color="@color/surface" />
    <corners android:radius="12dp" />
</shape>
`;
}
