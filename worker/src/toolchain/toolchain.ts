import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

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

function canUseBwrap(bwrap: string): boolean {
  let works = sandboxProbe.get(bwrap);
  if (works === undefined) {
    const probe = spawnSync(bwrap, ['--ro-bind', '/', '/', '--unshare-net', '--unshare-pid', '--die-with-parent', 'true'], { timeout: 10_000 });
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
export function detectToolchain(dir: string): Toolchain {
  const manifestPath = path.join(dir, 'manifest.json');
  const notReady = (missing: string[]): Toolchain => ({ ready: false, missing, paths: EMPTY_PATHS, versions: {}, sandbox: 'none' });
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
  const sandbox: SandboxKind = paths.bwrap && existsSync(paths.bwrap) && canUseBwrap(paths.bwrap) ? 'bwrap' : 'none';
  return { ready: missing.length === 0, missing, paths, versions: manifest.versions ?? {}, sandbox };
}
