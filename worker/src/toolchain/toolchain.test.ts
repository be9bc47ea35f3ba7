import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { detectToolchain } from './toolchain';

const dir = mkdtempSync(path.join(os.tmpdir(), 'df-test-toolchain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function withManifest(name: string, manifest: unknown): string {
  const folder = path.join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  return folder;
}

describe('detectToolchain', () => {
  test('reports a missing toolchain with the command that installs it', () => {
    const toolchain = detectToolchain(path.join(dir, 'nothing-here'));
    expect(toolchain.ready).toBe(false);
    expect(toolchain.missing.join()).toContain('npm run setup-toolchain');
  });

  test('passes on what setup said was missing', () => {
    const toolchain = detectToolchain(withManifest('partial', { ready: false, missing: ['dalvik-exchange (no network)'], paths: {} }));
    expect(toolchain).toMatchObject({ ready: false, missing: ['dalvik-exchange (no network)'] });
  });

  test('notices tools that disappeared since setup', () => {
    const toolchain = detectToolchain(withManifest('stale', { ready: true, missing: [], paths: { java: '/nonexistent/java' } }));
    expect(toolchain.ready).toBe(false);
    expect(toolchain.missing.some((m) => m.startsWith('java '))).toBe(true);
  });

  test('treats an unreadable manifest as missing instead of throwing', () => {
    expect(detectToolchain(withManifest('broken', '{ not json')).ready).toBe(false);
  });
});
