/**
 * A small, well-formed project used by the check and fix tests; tests change one file at a time.
 * Its files live as they would in a real project, in generator/fixtures/counter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProjectFiles } from '../finding';

export const MAIN_ACTIVITY = 'app/src/main/java/com/example/counter/MainActivity.kt';
export const MAIN_LAYOUT = 'app/src/main/res/layout/activity_main.xml';
export const STRINGS = 'app/src/main/res/values/strings.xml';
export const MANIFEST = 'app/src/main/AndroidManifest.xml';

const PROJECT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/counter');

function readProject(dir: string): ProjectFiles {
  const files: ProjectFiles = {};
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  for (const full of entries.map((e) => join(e.parentPath, e.name)).sort()) {
    files[relative(dir, full).split(sep).join('/')] = readFileSync(full, 'utf8');
  }
  return files;
}

const CLEAN_PROJECT = readProject(PROJECT_DIR);

/** A fresh copy of the clean project, so a test can change it freely. */
export function cleanProject(): ProjectFiles {
  return { ...CLEAN_PROJECT };
}

/** The clean project with one file replaced (or added). */
export function projectWith(path: string, content: string): ProjectFiles {
  return { ...cleanProject(), [path]: content };
}
