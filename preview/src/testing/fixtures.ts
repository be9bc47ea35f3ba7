/** Small factories for preview tests: a project's files from a few XML snippets. */
export const LAYOUT_DIR = 'app/src/main/res/layout';
export const VALUES_DIR = 'app/src/main/res/values';

const ANDROID_NS = 'xmlns:android="http://schemas.android.com/apk/res/android"';

/** Wraps children in a vertical LinearLayout root with the android namespace declared. */
export function vertical(children: string, attrs = ''): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<LinearLayout ${ANDROID_NS} xmlns:tools="http://schemas.android.com/tools"
    android:layout_width="match_parent" android:layout_height="match_parent"
    android:orientation="vertical" ${attrs}>
${children}
</LinearLayout>`;
}

/** Adds the android namespace to a root element written without it. */
export function withNs(xml: string): string {
  return xml.replace(/^<(\w+)/, `<$1 ${ANDROID_NS} xmlns:tools="http://schemas.android.com/tools"`);
}

export function strings(entries: Record<string, string>): string {
  return `<resources>${Object.entries(entries)
    .map(([k, v]) => `<string name="${k}">${v}</string>`)
    .join('')}</resources>`;
}

export function colors(entries: Record<string, string>): string {
  return `<resources>${Object.entries(entries)
    .map(([k, v]) => `<color name="${k}">${v}</color>`)
    .join('')}</resources>`;
}

export interface ProjectParts {
  main: string;
  layouts?: Record<string, string>;
  strings?: Record<string, string>;
  colors?: Record<string, string>;
  nightColors?: Record<string, string>;
  drawables?: Record<string, string>;
}

export function project(parts: ProjectParts): Record<string, string> {
  const files: Record<string, string> = { [`${LAYOUT_DIR}/activity_main.xml`]: parts.main };
  for (const [name, xml] of Object.entries(parts.layouts ?? {})) files[`${LAYOUT_DIR}/${name}.xml`] = xml;
  files[`${VALUES_DIR}/strings.xml`] = strings({ app_name: 'Test App', ...parts.strings });
  if (parts.colors) files[`${VALUES_DIR}/colors.xml`] = colors(parts.colors);
  if (parts.nightColors) files['app/src/main/res/values-night/colors.xml'] = colors(parts.nightColors);
  for (const [name, xml] of Object.entries(parts.drawables ?? {})) files[`app/src/main/res/drawable/${name}.xml`] = xml;
  return files;
}
