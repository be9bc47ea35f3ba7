import type { Component } from '@droidforge/contracts';
import { walkComponents } from '../spec/env';
import type { EmitContext } from './context';
import { ICON_PATHS, launcherGlyph } from './icons';
import { XML_DECLARATION } from './xml';

const RES = 'app/src/main/res';

/**
 * The adaptive launcher icon (API 26+: background colour + vector foreground), a layer-list
 * fallback for API 24–25, and one vector drawable per icon the screens use.
 */
export function emitIcons(ctx: EmitContext): Record<string, string> {
  const glyph = ICON_PATHS[launcherGlyph(ctx.spec.app.kind)];
  const files: Record<string, string> = {
    [`${RES}/drawable/ic_launcher_foreground.xml`]: vectorDrawable(108, launcherForeground(glyph)),
    [`${RES}/mipmap-anydpi-v26/ic_launcher.xml`]: ADAPTIVE_ICON,
    [`${RES}/mipmap/ic_launcher.xml`]: LEGACY_ICON,
  };
  for (const icon of usedIcons(ctx)) {
    files[`${RES}/drawable/ic_${icon}.xml`] = vectorDrawable(24, vectorPath('    ', '#FF000000', ICON_PATHS[icon]));
  }
  return files;
}

/** A square vector drawable, `size` dp wide with a viewport of the same number of units. */
function vectorDrawable(size: number, body: string): string {
  return `${XML_DECLARATION}
<vector xmlns:android="http://schemas.android.com/apk/res/android"
    android:width="${size}dp"
    android:height="${size}dp"
    android:viewportWidth="${size}"
    android:viewportHeight="${size}">
${body}
</vector>
`;
}

function vectorPath(indent: string, fill: string, data: string): string {
  return `${indent}<path\n${indent}    android:fillColor="${fill}"\n${indent}    android:pathData="${data}" />`;
}

/** The white glyph, scaled into the safe zone of the 108-unit adaptive icon canvas. */
function launcherForeground(glyph: string): string {
  return `    <group
        android:scaleX="2.5"
        android:scaleY="2.5"
        android:translateX="24"
        android:translateY="24">
${vectorPath('        ', '#FFFFFF', glyph)}
    </group>`;
}

const ADAPTIVE_ICON = `${XML_DECLARATION}
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@color/ic_launcher_background" />
    <foreground android:drawable="@drawable/ic_launcher_foreground" />
</adaptive-icon>
`;

const LEGACY_ICON = `${XML_DECLARATION}
<!-- Launcher icon for Android 7 (API 24-25), which has no adaptive icons. -->
<layer-list xmlns:android="http://schemas.android.com/apk/res/android">
    <item>
        <shape android:shape="oval">
            <solid android:color="@color/ic_launcher_background" />
        </shape>
    </item>
    <item android:drawable="@drawable/ic_launcher_foreground" />
</layer-list>
`;

function usedIcons(ctx: EmitContext): (keyof typeof ICON_PATHS)[] {
  const icons = new Set<keyof typeof ICON_PATHS>();
  for (const s of ctx.spec.screens) {
    walkComponents(s.children, (c: Component) => {
      if (c.type === 'image') icons.add(c.icon);
    });
  }
  return [...icons].sort();
}
