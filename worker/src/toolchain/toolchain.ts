import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { ISOLATION } from '../process/sandbox';

/** Absolute paths of every tool the pipeline runs; written by scripts/setup-toolchain.mjs. */
export interface ToolchainPaths {
  java: string;
  javac: string;
  keytool: string;
  aapt: string;
  frameworkRes: string;
  apksignerJar: string;
  zipalign: string;
  proguardJar: string;
  dexdump: string;
  kotlinHome: string;
  kotlinCompilerJar: string;
  kotlinStdlibJar: string;
  dxJar: string;
  androidJar: string;
  /** Folder holding ToolServer.class; null when it did not compile (one JVM per tool is used). */
  toolServerClasses: string | null;
  bwrap: string | null;
  prlimit: string | null;
}

export type SandboxKind = 'bwrap' | 'none';

export interface Toolchain {
  ready: boolean;
  /** Human-readable list of what to install, empty when ready. */
  missing: string[];
  paths: ToolchainPaths;
  versions: Record<string, string | null>;
  /** bwrap only when it is installed and actually works here (containers may forbid namespaces). */
  sandbox: SandboxKind;
  /** Production: no tool may run without the sandbox (the toolchain is then not ready without it). */
  sandboxRequired: boolean;
  /** Folders outside /usr the tools read (the toolchain cache): the only ones bound into the sandbox. */
  roots: string[];
}

export interface DetectOptions {
  /** Refuse to be ready without a working bubblewrap (NODE_ENV=production, unless ALLOW_UNSANDBOXED_BUILDS). */
  requireSandbox?: boolean;
  /** The bubblewrap to use instead of the manifest's or the one on the usual paths (tests). */
  bwrap?: string | null;
}

const REQUIRED: (keyof ToolchainPaths)[] = [
  'java', 'javac', 'keytool', 'aapt', 'frameworkRes', 'apksignerJar', 'zipalign', 'proguardJar',
  'kotlinCompilerJar', 'kotlinStdlibJar', 'dxJar', 'androidJar',
];

const EMPTY_PATHS: ToolchainPaths = {
  java: '', javac: '', keytool: '', aapt: '', frameworkRes: '', apksignerJar: '', zipalign: '',
  proguardJar: '', dexdump: '', kotlinHome: '', kotlinCompilerJar: '', kotlinStdlibJar: '', dxJar: '',
  androidJar: '', toolServerClasses: null, bwrap: null, prlimit: null,
};

const sandboxProbe = new Map<string, boolean>();

/** Probes with the same isolation every tool gets, so "works" means builds will work. */
function canUseBwrap(bwrap: string): boolean {
  let works = sandboxProbe.get(bwrap);
  if (works === undefined) {
    const probe = spawnSync(bwrap, [...ISOLATION, '--ro-bind', '/usr', '/usr', '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64', '--proc', '/proc', '--dev', '/dev', '/usr/bin/true'], { timeout: 10_000 });
    works = probe.status === 0;
    sandboxProbe.set(bwrap, works);
  }
  return works;
}

/**
 * `.toolchain` links into the per-user cache. Tools see the sandbox's empty /tmp, so a clone that
 * lives under /tmp must hand them the real (cache) paths, not paths through the clone.
 */
function realPaths(paths: ToolchainPaths): ToolchainPaths {
  const resolved = { ...paths };
  for (const key of Object.keys(resolved) as (keyof ToolchainPaths)[]) {
    const value = resolved[key];
    if (typeof value !== 'string' || !value || !existsSync(value)) continue;
    try {
      (resolved as Record<string, unknown>)[key] = realpathSync(value);
    } catch {
      /* keep the path as written */
    }
  }
  return resolved;
}

/**
 * Reads `<dir>/manifest.json` and checks that every tool it names is still on disk.
 * Never throws: an absent or broken manifest is reported as a missing toolchain.
 */
export function detectToolchain(dir: string, options: DetectOptions = {}): Toolchain {
  const manifestPath = path.join(dir, 'manifest.json');
  const sandboxRequired = options.requireSandbox ?? false;
  // Without our toolchain a Gradle-only worker still sandboxes its tools.
  const notReady = (missing: string[]): Toolchain => {
    const paths = { ...EMPTY_PATHS, bwrap: options.bwrap !== undefined ? options.bwrap : findBwrap(), prlimit: ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p)) ?? null };
    const sandbox = detectSandbox(paths.bwrap);
    if (sandbox === 'none' && sandboxRequired) missing.push(SANDBOX_MISSING);
    return { ready: false, missing, paths, versions: {}, sandbox, sandboxRequired, roots: [] };
  };
  if (!existsSync(manifestPath)) return notReady([`toolchain manifest ${manifestPath} (run: npm run setup-toolchain)`]);
  let manifest: { missing?: unknown; paths?: Partial<ToolchainPaths>; versions?: Record<string, string | null> };
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    return notReady([`a readable toolchain manifest (${String(error)}; run: npm run setup-toolchain)`]);
  }
  const paths = realPaths({ ...EMPTY_PATHS, ...manifest.paths });
  const missing = Array.isArray(manifest.missing) ? manifest.missing.map(String) : [];
  for (const key of REQUIRED) {
    const file = paths[key];
    if (!file || !existsSync(file)) {
      const reported = missing.length > 0;
      if (!reported) missing.push(`${key} (${file || 'not installed'}; run: npm run setup-toolchain)`);
    }
  }
  if (paths.toolServerClasses && !existsSync(paths.toolServerClasses)) paths.toolServerClasses = null;
  if (options.bwrap !== undefined) paths.bwrap = options.bwrap;
  else paths.bwrap = paths.bwrap && existsSync(paths.bwrap) ? paths.bwrap : findBwrap();
  const sandbox = detectSandbox(paths.bwrap);
  if (sandbox === 'none' && sandboxRequired) missing.push(SANDBOX_MISSING);
  return { ready: missing.length === 0, missing, paths, versions: manifest.versions ?? {}, sandbox, sandboxRequired, roots: toolchainRoots(dir, paths) };
}

export const SANDBOX_MISSING = 'a working bubblewrap sandbox (apt-get install bubblewrap; builds are refused without it in production unless ALLOW_UNSANDBOXED_BUILDS=true)';

/** The manifest's bwrap, else the one on the usual paths (installed after the toolchain was set up). */
function findBwrap(): string | null {
  return ['/usr/bin/bwrap', '/usr/local/bin/bwrap', '/bin/bwrap'].find((p) => existsSync(p)) ?? null;
}

export function detectSandbox(bwrap: string | null): SandboxKind {
  return bwrap && existsSync(bwrap) && canUseBwrap(bwrap) ? 'bwrap' : 'none';
}

/**
 * What the sandbox must show besides /usr: the toolchain folder's entries (links into the per-user
 * cache, resolved), and for any tool elsewhere its install folder (`…/bin/x` → `…`).
 */
function toolchainRoots(dir: string, paths: ToolchainPaths): string[] {
  const roots = new Set<string>();
  try {
    for (const name of readdirSync(dir)) {
      const real = realpathSync(path.join(dir, name));
      if (statSync(real).isDirectory()) roots.add(real);
    }
  } catch {
    /* no toolchain folder */
  }
  const covered = (p: string) => p.startsWith('/usr/') || [...roots].some((r) => p === r || p.startsWith(`${r}/`));
  for (const [key, value] of Object.entries(paths)) {
    if (typeof value !== 'string' || !value || key === 'bwrap' || key === 'prlimit' || covered(value) || !existsSync(value)) continue;
    const parent = path.dirname(value);
    const root = path.basename(parent) === 'bin' ? path.dirname(parent) : statSync(value).isDirectory() ? value : parent;
    // Never the whole file system.
    if (root !== '/') roots.add(root);
  }
  return [...roots].sort();
}
