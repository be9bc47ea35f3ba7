export type CodeLanguage = 'kotlin' | 'xml';

export interface CodeTab {
  path: string;
  /** Short name on the tab; folders only where names would clash (values-night/colors.xml). */
  label: string;
  language: CodeLanguage;
}

const LAYOUT = /^app\/src\/main\/res\/layout\/[^/]+\.xml$/;
const KOTLIN = /^app\/src\/main\/java\/.+\.kt$/;
const MANIFEST = 'app/src/main/AndroidManifest.xml';
const VALUES = /^app\/src\/main\/res\/(values(?:-[a-z]+)?)\/[^/]+\.xml$/;

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Tab order: what people read first. activity_main.xml leads the layouts. */
function rank(path: string): number {
  if (LAYOUT.test(path)) return fileName(path) === 'activity_main.xml' ? 0 : 1;
  if (KOTLIN.test(path)) return fileName(path) === 'MainActivity.kt' ? 2 : 3;
  if (path === MANIFEST) return 4;
  const values = VALUES.exec(path);
  if (values) return values[1] === 'values' ? 5 : 6;
  return -1;
}

/**
 * The files shown as Generated Code tabs: layouts, MainActivity.kt, other Kotlin, the manifest and
 * values. Drawables, launcher icons and Gradle files stay in the source zip (nobody edits them here).
 */
export function codeTabs(files: Readonly<Record<string, string>>): CodeTab[] {
  return Object.keys(files)
    .filter((path) => rank(path) >= 0)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((path) => {
      const values = VALUES.exec(path);
      const label = values && values[1] !== 'values' ? `${values[1]}/${fileName(path)}` : fileName(path);
      return { path, label, language: path.endsWith('.kt') ? 'kotlin' : 'xml' };
    });
}
