/**
 * The one rule for what a project version may hold: which paths, how many files, how large. The
 * server applies it before storing a version, the worker before writing a build directory, and the
 * editor can show the same limits. Paths come from users (hand edits, LLM output), so they are
 * checked as data: relative, already normalised, plain characters, of a kind the build knows.
 */

/** Files in one project version. */
export const PROJECT_MAX_FILES = 200;
/** UTF-8 bytes of one file. */
export const PROJECT_MAX_FILE_BYTES = 256 * 1024;
/** UTF-8 bytes of all files of one version together. Generated apps are about 30 KB. */
export const PROJECT_MAX_TOTAL_BYTES = 1024 * 1024;
/** Characters of one path. */
export const PROJECT_MAX_PATH_CHARS = 300;

/** Everything the build compiles lives here. */
export const MAIN_DIR = 'app/src/main/';

const SAFE_PATH = /^[A-Za-z0-9_\-.]+(\/[A-Za-z0-9_\-.]+)*$/;
const MAIN_FILES = [
  /^AndroidManifest\.xml$/,
  /^(java|kotlin)\/([A-Za-z_][A-Za-z0-9_]*\/)*[A-Za-z_][A-Za-z0-9_]*\.kt$/,
  /^res\/[a-z]+(-[A-Za-z0-9]+)*\/[a-z0-9_]+\.xml$/,
];
/** Stored so the project opens in Android Studio; the embedded build never writes or runs them. */
const GRADLE_FILES = [
  /^(app\/)?build\.gradle(\.kts)?$/,
  /^settings\.gradle(\.kts)?$/,
  /^gradle\.properties$/,
  /^app\/proguard-rules\.pro$/,
  /^gradle\/wrapper\/gradle-wrapper\.properties$/,
];

export interface RefusedFile {
  /** The path, or `*` for a limit of the whole version. */
  path: string;
  reason: string;
}

/** Why a path is unsafe to use as a file name, or null when it is a normalised relative path. */
export function unsafePathReason(path: string): string | null {
  if (path.length === 0 || path.length > PROJECT_MAX_PATH_CHARS) return `empty or longer than ${PROJECT_MAX_PATH_CHARS} characters`;
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'absolute path';
  if (path.includes('\\') || path.includes('\0')) return 'backslash or NUL in path';
  const segments = path.split('/');
  if (segments.includes('..')) return 'contains ..';
  if (segments.some((s) => s === '' || s === '.')) return 'not normalised (empty or "." segment)';
  if (!SAFE_PATH.test(path)) return 'characters outside A-Z a-z 0-9 _ - . /';
  return null;
}

/** A Gradle script or its settings: kept in the project, never part of an embedded build. */
export function isGradleProjectFile(path: string): boolean {
  return GRADLE_FILES.some((re) => re.test(path));
}

/** Why a project may not hold this path, or null when it may. */
export function projectPathReason(path: string): string | null {
  const unsafe = unsafePathReason(path);
  if (unsafe) return unsafe;
  if (isGradleProjectFile(path)) return null;
  if (!path.startsWith(MAIN_DIR)) return 'outside app/src/main and not a Gradle file';
  const inner = path.slice(MAIN_DIR.length);
  return MAIN_FILES.some((re) => re.test(inner)) ? null : 'not a manifest, Kotlin source or XML resource';
}

export function isAllowedProjectPath(path: string): boolean {
  return projectPathReason(path) === null;
}

/** UTF-8 length without allocating (the browser and Node agree on it). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Every reason this set of files cannot be one project version (empty when it can). */
export function projectFilesProblems(files: Readonly<Record<string, unknown>>): RefusedFile[] {
  const refused: RefusedFile[] = [];
  const entries = Object.entries(files);
  if (entries.length > PROJECT_MAX_FILES) refused.push({ path: '*', reason: `more than ${PROJECT_MAX_FILES} files` });
  let total = 0;
  for (const [path, content] of entries) {
    const bad = projectPathReason(path);
    if (bad) {
      refused.push({ path, reason: bad });
      continue;
    }
    const bytes = typeof content === 'string' ? utf8Bytes(content) : Infinity;
    if (bytes > PROJECT_MAX_FILE_BYTES) {
      refused.push({ path, reason: `not text or larger than ${PROJECT_MAX_FILE_BYTES} bytes` });
      continue;
    }
    total += bytes;
  }
  if (total > PROJECT_MAX_TOTAL_BYTES) refused.push({ path: '*', reason: `all files together larger than ${PROJECT_MAX_TOTAL_BYTES} bytes` });
  return refused;
}

export type BuildFileSelection =
  | { ok: true; files: Map<string, string>; ignored: string[] }
  | { ok: false; refused: RefusedFile[] };

/**
 * The files an embedded build writes, keyed by their path relative to app/src/main. A version the
 * rule refuses is not built; Gradle files are listed as ignored (never written, never run).
 */
export function selectBuildFiles(files: Readonly<Record<string, string>>): BuildFileSelection {
  const refused = projectFilesProblems(files);
  if (!Object.hasOwn(files, `${MAIN_DIR}AndroidManifest.xml`)) refused.push({ path: `${MAIN_DIR}AndroidManifest.xml`, reason: 'missing' });
  if (refused.length > 0) return { ok: false, refused };
  const selected = new Map<string, string>();
  const ignored: string[] = [];
  for (const [path, content] of Object.entries(files)) {
    if (path.startsWith(MAIN_DIR)) selected.set(path.slice(MAIN_DIR.length), content);
    else ignored.push(path);
  }
  return { ok: true, files: selected, ignored };
}
