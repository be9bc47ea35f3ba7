import type { AppData } from '@droidforge/contracts';
import { errors } from '../../errors';

export type ProjectFiles = Record<string, string>;

/**
 * Paths a project may hold: relative, normalised, inside the Android project we generate. Gradle files
 * are allowed to be stored (they open in Android Studio) but are never executed by our builds.
 */
const ALLOWED = [/^app\/src\/main\/[A-Za-z0-9_./-]+$/, /^(app\/)?build\.gradle$/, /^settings\.gradle$/, /^gradle\.properties$/, /^app\/proguard-rules\.pro$/];

export function isAllowedProjectPath(p: string): boolean {
  if (p.length === 0 || p.length > 300 || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return false;
  if (p.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return false;
  return ALLOWED.some((re) => re.test(p));
}

/** Refuses a file set with any path outside the allow-list, naming the first bad one. */
export function assertProjectPaths(files: ProjectFiles): void {
  for (const p of Object.keys(files)) {
    if (!isAllowedProjectPath(p)) throw errors.validation(`The file path "${p.slice(0, 100)}" is not allowed in a project.`, { files: 'bad path' });
  }
}

export interface AppMeta {
  appName: string;
  packageName: string;
  description: string;
  features: string[];
}

/** The spec's `appData` view of a project's files (also after hand edits, when there is no AppSpec). */
export function appDataFromFiles(files: ProjectFiles, meta: AppMeta): AppData {
  const layouts: Record<string, string> = {};
  const additionalFiles: Record<string, string> = {};
  let mainActivity = '';
  for (const [p, content] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const layout = /^app\/src\/main\/res\/layout\/([^/]+\.xml)$/.exec(p);
    if (layout?.[1]) layouts[layout[1]] = content;
    else if (!mainActivity && /\/MainActivity\.kt$/.test(p)) mainActivity = content;
    else additionalFiles[p] = content;
  }
  return { ...meta, mainActivity, layouts, additionalFiles };
}

/** Reads the app name and package back from files (after hand edits). */
export function metaFromFiles(files: ProjectFiles, fallback: AppMeta): AppMeta {
  const manifest = files['app/src/main/AndroidManifest.xml'] ?? '';
  const strings = files['app/src/main/res/values/strings.xml'] ?? '';
  const pkg = /package="([a-zA-Z0-9_.]+)"/.exec(manifest)?.[1];
  const name = /<string name="app_name">([^<]*)<\/string>/.exec(strings)?.[1];
  return { ...fallback, packageName: pkg ?? fallback.packageName, appName: name ? unescapeXml(name) : fallback.appName };
}

function unescapeXml(s: string): string {
  return s.replace(/\\'/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}
