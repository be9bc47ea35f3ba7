import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createFileKeystoreStore } from './file-keystore-store';
import { ensureKeystore, KeystoreError } from './keystore';
import type { KeystoreStore } from './keystore';
import { deriveSealKey } from './seal';

const keytool = spawnSync('sh', ['-c', 'command -v keytool'], { encoding: 'utf8' }).stdout.trim();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'df-test-ks-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** An in-memory store that counts writes, as the server's signing_keys table would behave. */
function memoryStore(): KeystoreStore & { saves: number; rows: Map<string, string> } {
  const rows = new Map<string, string>();
  return {
    rows,
    saves: 0,
    async load(userId) {
      return rows.get(userId) ?? null;
    },
    async saveIfAbsent(userId, sealed) {
      this.saves += 1;
      if (!rows.has(userId)) rows.set(userId, sealed);
      return rows.get(userId) ?? sealed;
    },
  };
}

describe.skipIf(!keytool && !process.env.CI)('ensureKeystore', () => {
  const sealKey = deriveSealKey('test secret');

  test('creates an RSA 2048 key once per user and returns the same key afterwards', async () => {
    const store = memoryStore();
    const first = await ensureKeystore(store, 'user-1', { sealKey, keytool });
    const again = await ensureKeystore(store, 'user-1', { sealKey, keytool });
    expect(again.keystore.equals(first.keystore)).toBe(true);
    expect(again.password).toBe(first.password);
    expect(store.saves).toBe(1);

    const file = path.join(tempDir(), 'ks.p12');
    writeFileSync(file, first.keystore);
    const list = spawnSync(keytool, ['-list', '-v', '-keystore', file, '-storepass:env', 'P'], { encoding: 'utf8', env: { ...process.env, P: first.password } });
    expect(list.stdout).toContain('2048-bit RSA key');
    expect(list.stdout).toMatch(/Alias name: droidforge/);
  });

  test('stores the keystore sealed, never the password or key in clear', async () => {
    const store = memoryStore();
    const ref = await ensureKeystore(store, 'user-2', { sealKey, keytool });
    const stored = store.rows.get('user-2') ?? '';
    expect(stored.startsWith('dfseal1:')).toBe(true);
    expect(stored).not.toContain(ref.password);
    expect(stored).not.toContain(ref.keystore.toString('base64').slice(0, 40));
  });

  test('gives concurrent first builds of a user the same key', async () => {
    const store = createFileKeystoreStore(tempDir());
    const [a, b] = await Promise.all([ensureKeystore(store, 'user-3', { sealKey, keytool }), ensureKeystore(store, 'user-3', { sealKey, keytool })]);
    expect(a.keystore.equals(b.keystore)).toBe(true);
  });

  test('keeps file-store keystores private to the owner', async () => {
    const dir = tempDir();
    await ensureKeystore(createFileKeystoreStore(dir), 'user-4', { sealKey, keytool });
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^[0-9a-f]{32}\.keystore$/);
    expect(readFileSync(path.join(dir, file ?? '')).length).toBeGreaterThan(100);
    const { mode } = await import('node:fs').then((fs) => fs.statSync(path.join(dir, file ?? '')));
    expect(mode & 0o077).toBe(0);
  });

  test('refuses a stored keystore sealed with another key', async () => {
    const store = memoryStore();
    await ensureKeystore(store, 'user-5', { sealKey, keytool });
    await expect(ensureKeystore(store, 'user-5', { sealKey: deriveSealKey('other'), keytool })).rejects.toBeInstanceOf(KeystoreError);
  });
});
