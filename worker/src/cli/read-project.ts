import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const SKIPPED_DIRS = new Set(['.git', '.gradle', '.idea', 'build', 'node_modules']);

/** Every text file under `dir`, keyed by its slash-separated path relative to `dir`. */
export async function readProjectFolder(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    if (relative.split('/').some((segment) => SKIPPED_DIRS.has(segment))) continue;
    files[relative] = await readFile(full, 'utf8');
  }
  return files;
}
