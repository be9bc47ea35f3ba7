import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP Password Storage Cheat Sheet: argon2id, m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Verifies against a throw-away hash so that a login for an unknown email takes as long as one for a
 * known email (no enumeration by timing).
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('droidforge-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

/**
 * Passwords seen most often in breaches: the ranked list (about 49,000 entries, led by the top
 * 10,000 of the public breach corpora) that zxcvbn-ts ships and keeps up to date, plus a few words
 * specific to this product. Checked case-insensitively because `Password1` is as guessable as
 * `password1`. Built on first use so start-up does not pay for the decompression.
 */
const PRODUCT_WORDS = ['droidforge', 'droidforge1', 'droidforge123', 'changeme', 'changeme1'];
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set([...dictionary['passwords-common'], ...PRODUCT_WORDS].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** How many passwords the list holds (the tests check it is a real list, not a handful). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
