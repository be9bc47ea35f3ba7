import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '../process/run-process';
import { openSealedText, sealText } from './seal';

/** A user's signing key, held in memory only; written to a private temp file just for apksigner. */
export interface KeystoreRef {
  /** PKCS#12 bytes. */
  keystore: Buffer;
  password: string;
  alias: string;
}

/** Where sealed keystores live: the server's signing_keys table, or files for the CLI. */
export interface KeystoreStore {
  load(userId: string): Promise<string | null>;
  /** Stores `sealed` unless the user already has one; answers the one that is stored. */
  saveIfAbsent(userId: string, sealed: string): Promise<string>;
}

export class KeystoreError extends Error {
  constructor(
    readonly code: 'KEYTOOL_FAILED' | 'UNREADABLE_KEYSTORE',
    message: string,
  ) {
    super(message);
    this.name = 'KeystoreError';
  }
}

const ALIAS = 'droidforge';

/** keytool -genkeypair: RSA 2048, valid 10000 days, random store password. */
export async function createKeystore(keytool: string): Promise<KeystoreRef> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'df-keygen-'));
  try {
    const file = path.join(dir, 'keystore.p12');
    const password = randomBytes(24).toString('base64url');
    const outcome = await runProcess({
      command: keytool,
      args: [
        '-genkeypair', '-noprompt', '-keystore', file, '-storetype', 'PKCS12',
        '-storepass:env', 'DF_KS_PASS', '-keypass:env', 'DF_KS_PASS', '-alias', ALIAS,
        '-keyalg', 'RSA', '-keysize', '2048', '-validity', '10000', '-dname', 'CN=Droidforge app, O=Droidforge',
      ],
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', DF_KS_PASS: password },
      timeoutMs: 60_000,
    });
    if (outcome.kind !== 'exited' || outcome.code !== 0) {
      throw new KeystoreError('KEYTOOL_FAILED', `keytool failed (${outcome.kind}): ${outcome.output.slice(0, 500)}`);
    }
    return { keystore: await readFile(file), password, alias: ALIAS };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function serialiseKeystore(ref: KeystoreRef, sealKey: Buffer): string {
  return sealText(JSON.stringify({ alias: ref.alias, password: ref.password, keystore: ref.keystore.toString('base64') }), sealKey);
}

export function parseKeystore(sealed: string, sealKey: Buffer): KeystoreRef {
  const opened = openSealedText(sealed, sealKey);
  if (!opened.ok) throw new KeystoreError('UNREADABLE_KEYSTORE', `stored keystore cannot be opened (${opened.reason})`);
  const data = JSON.parse(opened.text) as { alias: string; password: string; keystore: string };
  return { alias: data.alias, password: data.password, keystore: Buffer.from(data.keystore, 'base64') };
}

/**
 * The user's one signing key, created on first use. Concurrent first builds race on
 * saveIfAbsent and all end up with the same stored key, so every APK of a user is updatable.
 */
export async function ensureKeystore(
  store: KeystoreStore,
  userId: string,
  options: { sealKey: Buffer; keytool: string },
): Promise<KeystoreRef> {
  const existing = await store.load(userId);
  if (existing) return parseKeystore(existing, options.sealKey);
  const created = await createKeystore(options.keytool);
  const stored = await store.saveIfAbsent(userId, serialiseKeystore(created, options.sealKey));
  return parseKeystore(stored, options.sealKey);
}
