import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KeystoreStore } from './keystore';

/** Sealed keystores as files (mode 0600), one per user; for the CLI and local tools. */
export function createFileKeystoreStore(dir: string): KeystoreStore {
  // Hash the id so any user id is a safe file name.
  const fileFor = (userId: string) => path.join(dir, `${createHash('sha256').update(userId).digest('hex').slice(0, 32)}.keystore`);
  return {
    async load(userId) {
      try {
        return await readFile(fileFor(userId), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async saveIfAbsent(userId, sealed) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      try {
        await writeFile(fileFor(userId), sealed, { flag: 'wx', mode: 0o600 });
        return sealed;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(fileFor(userId), 'utf8');
        throw error;
      }
    },
  };
}
