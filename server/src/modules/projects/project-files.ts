import type { AppData } from '@droidforge/contracts';
import { projectFilesProblems } from '@droidforge/generator/check/project-rules';
import { errors } from '../../errors';

export type ProjectFiles = Record<string, string>;

/** Refuses a version the one project rule (generator/src/check/project-rules) refuses, naming the first problem. */
export function assertProjectFiles(files: ProjectFiles): void {
  const [first] = projectFilesProblems(files);
  if (first) throw errors.validation(`${first.path === '*' ? 'The project' : `The file "${first.path.slice(0, 100)}"`} cannot be saved: ${first.reason}.`, { files: first.reason });
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
