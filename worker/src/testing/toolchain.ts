import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectToolchain } from '../toolchain/toolchain';
import type { Toolchain } from '../toolchain/toolchain';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const FIXTURES = path.join(REPO_ROOT, 'worker', 'fixtures');

/**
 * The installed toolchain, and whether toolchain tests may run. In CI a missing toolchain is a
 * failure (the tests run and fail on it), never a silent skip; locally they are skipped loudly.
 */
export function testToolchain(): { toolchain: Toolchain; skip: boolean } {
  const toolchain = detectToolchain(path.join(REPO_ROOT, '.toolchain'));
  const skip = !toolchain.ready && !process.env.CI;
  if (skip) {
    console.warn(
      `\n!!! SKIPPING APK TOOLCHAIN TESTS: toolchain missing (${toolchain.missing.join('; ')}).\n!!! Run: npm run setup-toolchain\n`,
    );
  }
  return { toolchain, skip };
}

export function assertToolchainReady(toolchain: Toolchain): void {
  if (!toolchain.ready) throw new Error(`APK toolchain missing in CI: ${toolchain.missing.join('; ')}`);
}

/** A fixture project folder as the `files` record runBuild takes. */
export function readFixture(name: string): Record<string, string> {
  const dir = path.join(FIXTURES, name);
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
  }
  return files;
}
