import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'dfseal1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type OpenResult = { ok: true; text: string } | { ok: false; reason: 'MALFORMED' | 'WRONG_KEY_OR_TAMPERED' };

/**
 * A 32-byte AES key from a configured secret of any length. HKDF rather than a plain hash so
 * the same secret can feed other purposes without the keys being related.
 */
export function deriveSealKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'droidforge', 'signing-keys/aes-256-gcm', 32));
}

/** AES-256-GCM: `dfseal1:` + base64(iv | tag | ciphertext). A fresh random IV every time. */
export function sealText(plaintext: string, key: Buffer): string {
  if (key.length !== 32) throw new RangeError('sealText needs a 32-byte key');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openSealedText(sealed: string, key: Buffer): OpenResult {
  if (!sealed.startsWith(PREFIX)) return { ok: false, reason: 'MALFORMED' };
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) return { ok: false, reason: 'MALFORMED' };
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return { ok: true, text };
  } catch {
    return { ok: false, reason: 'WRONG_KEY_OR_TAMPERED' };
  }
}
