import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { readFixture } from '../testing/toolchain';
import type { Toolchain } from '../toolchain/toolchain';
import { isProcessRunning } from '../testing/processes';
import { runBuild } from './run-build';

const dir = mkdtempSync(path.join(os.tmpdir(), 'df-test-hang-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A toolchain whose aapt never finishes; it records its pid so the test can check it is gone. */
function hangingToolchain(): { toolchain: Toolchain; pidFile: string } {
  const pidFile = path.join(dir, 'aapt.pid');
  const aapt = path.join(dir, 'aapt');
  writeFileSync(aapt, `#!/bin/sh\necho $$ > ${pidFile}\nexec sleep 300\n`);
  chmodSync(aapt, 0o755);
  const unused = '/nonexistent';
  const paths: Toolchain['paths'] = {
    java: unused, javac: unused, keytool: unused, aapt, frameworkRes: unused, apksignerJar: unused, zipalign: unused,
    proguardJar: unused, dexdump: unused, kotlinHome: unused, kotlinCompilerJar: unused, kotlinStdlibJar: unused,
    dxJar: unused, androidJar: unused, toolServerClasses: null, bwrap: null, prlimit: null,
  };
  return { toolchain: { ready: true, missing: [], paths, versions: {}, sandbox: 'none', sandboxRequired: false, roots: [] }, pidFile };
}

describe('runBuild with a hanging tool', () => {
  test('kills the tool when the build deadline passes and cleans up the build directory', async () => {
    const { toolchain, pidFile } = hangingToolchain();
    const workRoot = path.join(dir, 'work');
    const started = Date.now();
    const result = await runBuild({
      files: readFixture('hello'),
      keystore: { keystore: Buffer.alloc(0), password: '', alias: '' },
      artifactsDir: path.join(dir, 'artifacts'),
      buildId: 'hang',
      toolchain,
      workRoot,
      deadlineMs: Date.now() + 1_500,
    });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(result).toMatchObject({ ok: false, step: 'resources', reason: 'TIMEOUT' });
    expect(!result.ok && result.message).toContain('deadline');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isProcessRunning(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
    expect(readdirSync(workRoot)).toEqual([]);
  });
});
