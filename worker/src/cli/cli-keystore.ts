import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFileKeystoreStore } from '../signing/file-keystore-store';
import { ensureKeystore } from '../signing/keystore';
import type { KeystoreRef } from '../signing/keystore';
import { deriveSealKey } from '../signing/seal';

/** Local tools' signing key: sealed in ~/.config/droidforge/keystores with a per-machine secret. */
export async function cliKeystore(keytool: string, userId = 'cli'): Promise<KeystoreRef> {
  const dir = process.env.DROIDFORGE_KEYSTORE_DIR ?? path.join(os.homedir(), '.config', 'droidforge', 'keystores');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secretFile = path.join(dir, 'seal-secret');
  let secret: string;
  try {
    secret = await readFile(secretFile, 'utf8');
  } catch {
    secret = randomBytes(32).toString('base64url');
    await writeFile(secretFile, secret, { mode: 0o600, flag: 'wx' }).catch(async () => {
      secret = await readFile(secretFile, 'utf8');
    });
  }
  return ensureKeystore(createFileKeystoreStore(dir), userId, { sealKey: deriveSealKey(secret), keytool });
}
