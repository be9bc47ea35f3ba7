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
    [`${RES}/drawable/ic_launcher_foreground.xml`]: `${XML_DECLARATION}
<vector xmlns:android="http://schemas.android.com/apk/res/android"
    android:width="108dp"
    android:height="108dp"
    android:viewportWidth="108"
    android:viewportHeight="108">
    <group
        android:scaleX="2.5"
        android:scaleY="2.5"
        android:translateX="24"
        android:translateY="24">
        <path
            android:fillColor="#FFFFFF"
            android:pathData="${glyph}" />
    </group>
</vector>
`,
    [`${RES}/mipmap-anydpi-v26/ic_launcher.xml`]: `${XML_DECLARATION}
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@color/ic_launcher_background" />
    <foreground android:drawable="@drawable/ic_launcher_foreground" />
</adaptive-icon>
`,
    [`${RES}/mipmap/ic_launcher.xml`]: `${XML_DECLARATION}
<!-- Launcher icon for Android 7 (API 24-25), which has no adaptive icons. -->
<layer-list xmlns:android="http://schemas.android.com/apk/res/android">
    <item>
        <shape android:shape="oval">
            <solid android:color="@color/ic_launcher_background" />
        </shape>
    </item>
    <item android:drawable="@drawable/ic_launcher_foreground" />
</layer-list>
`,
  };
  for (const icon of usedIcons(ctx)) {
    files[`${RES}/drawable/ic_${icon}.xml`] = `${XML_DECLARATION}
<vector xmlns:android="http://schemas.android.com/apk/res/android"
    android:width="24dp"
    android:height="24dp"
    android:viewportWidth="24"
    android:viewportHeight="24">
    <path
        android:fillColor="#FF000000"
        android:pathData="${ICON_PATHS[icon]}" />
</vector>
`;
  }
  return files;
}

function usedIcons(ctx: EmitContext): (keyof typeof ICON_PATHS)[] {
  const icons = new Set<keyof typeof ICON_PATHS>();
  for (const s of ctx.spec.screens) {
    walkComponents(s.children, (c: Component) => {
      if (c.type === 'image') icons.add(c.icon);
    });
  }
  return [...icons].sort();
}
