import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MANIFEST = path.join(process.env.TOOLCHAIN_DIR ?? path.join(ROOT, '.toolchain'), 'manifest.json');

interface Manifest {
  ready: boolean;
  missing: string[];
  paths: Partial<Record<string, string>>;
}

function readManifest(): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

const manifest = readManifest();

/** Whether the APK toolchain the server builds with is installed (`npm run setup-toolchain`). */
export const toolchainReady = manifest?.ready === true;

/** Why it is not ready, for the failure or the skip notice. */
export const toolchainProblem = manifest ? manifest.missing.join('; ') || 'manifest says not ready' : `no ${MANIFEST}`;

/**
 * Build tests run when the toolchain is there; in CI a missing toolchain fails them (never a silent
 * skip), locally they are skipped loudly.
 */
export const skipWithoutToolchain = !toolchainReady && !process.env.CI;
if (skipWithoutToolchain) console.warn(`\n!!! SKIPPING APK BUILD E2E TESTS: toolchain missing (${toolchainProblem}).\n!!! Run: npm run setup-toolchain\n`);

export function assertToolchainReady(): void {
  if (!toolchainReady) throw new Error(`APK toolchain missing in CI: ${toolchainProblem}`);
}

/** `aapt dump badging` of an APK: package name, launchable activity, labels. */
export async function aaptBadging(apkPath: string): Promise<string> {
  const aapt = manifest?.paths.aapt ?? 'aapt';
  const { stdout } = await promisify(execFile)(aapt, ['dump', 'badging', apkPath], { maxBuffer: 8 * 1024 * 1024 });
  return stdout;
}
