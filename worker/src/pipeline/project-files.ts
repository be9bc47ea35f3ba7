/**
 * Decides which project files reach the build directory. Paths come from users (hand edits,
 * LLM output), so they are checked as data: relative, already normalised, plain characters,
 * under app/src/main and of a kind the pipeline compiles. Everything else outside app/src/main
 * (Gradle files, README …) is ignored: it is never written and never run.
 */
export const MAIN_DIR = 'app/src/main/';
const MAX_FILES = 400;
const MAX_FILE_CHARS = 512 * 1024;
const MAX_TOTAL_CHARS = 4 * 1024 * 1024;

const SAFE_PATH = /^[A-Za-z0-9_\-.]+(\/[A-Za-z0-9_\-.]+)*$/;
const ALLOWED_MAIN_FILES = [
  /^AndroidManifest\.xml$/,
  /^(java|kotlin)\/([A-Za-z_][A-Za-z0-9_]*\/)*[A-Za-z_][A-Za-z0-9_]*\.kt$/,
  /^res\/[a-z]+(-[A-Za-z0-9]+)*\/[a-z0-9_]+\.xml$/,
];

export interface RefusedFile {
  path: string;
  reason: string;
}

export type BuildFileSelection =
  | { ok: true; files: Map<string, string>; ignored: string[] }
  | { ok: false; refused: RefusedFile[] };

/** Why a path is unsafe to use as a file name, or null when it is a normalised relative path. */
export function unsafePathReason(path: string): string | null {
  if (path.length === 0 || path.length > 300) return 'empty or longer than 300 characters';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'absolute path';
  if (path.includes('\\') || path.includes('\0')) return 'backslash or NUL in path';
  const segments = path.split('/');
  if (segments.includes('..')) return 'contains ..';
  if (segments.some((s) => s === '' || s === '.')) return 'not normalised (empty or "." segment)';
  if (!SAFE_PATH.test(path)) return 'characters outside A-Z a-z 0-9 _ - . /';
  return null;
}

/** The files to write, keyed by their path relative to app/src/main. */
export function selectBuildFiles(files: Record<string, string>): BuildFileSelection {
  const refused: RefusedFile[] = [];
  const selected = new Map<string, string>();
  const ignored: string[] = [];
  const entries = Object.entries(files);
  if (entries.length > MAX_FILES) refused.push({ path: '*', reason: `more than ${MAX_FILES} files` });
  let total = 0;
  for (const [path, content] of entries) {
    const unsafe = unsafePathReason(path);
    if (unsafe) {
      refused.push({ path, reason: unsafe });
      continue;
    }
    if (!path.startsWith(MAIN_DIR)) {
      ignored.push(path);
      continue;
    }
    const inner = path.slice(MAIN_DIR.length);
    if (!ALLOWED_MAIN_FILES.some((pattern) => pattern.test(inner))) {
      refused.push({ path, reason: 'not a manifest, Kotlin source or XML resource' });
      continue;
    }
    if (typeof content !== 'string' || content.length > MAX_FILE_CHARS) {
      refused.push({ path, reason: `not text or larger than ${MAX_FILE_CHARS} characters` });
      continue;
    }
    total += content.length;
    selected.set(inner, content);
  }
  if (total > MAX_TOTAL_CHARS) refused.push({ path: '*', reason: `project larger than ${MAX_TOTAL_CHARS} characters` });
  if (!selected.has('AndroidManifest.xml')) refused.push({ path: `${MAIN_DIR}AndroidManifest.xml`, reason: 'missing' });
  return refused.length > 0 ? { ok: false, refused } : { ok: true, files: selected, ignored };
}
