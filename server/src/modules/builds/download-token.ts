import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Download links live at most this long (DESIGN.md §7). */
export const DOWNLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

/** The token key, derived so the app secret's other uses never share a key with it. */
export function downloadTokenKey(secret: string | null): Buffer {
  // Without a configured secret a random per-process key still gives valid ≤ 10-minute links.
  const base = secret ?? (fallbackSecret ??= randomBytes(32).toString('hex'));
  return Buffer.from(hkdfSync('sha256', base, 'droidforge', 'download-tokens/hmac-sha256', 32));
}
let fallbackSecret: string | undefined;

function mac(key: Buffer, buildId: string, userId: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`download\n${buildId}\n${userId}\n${expiresAt}`).digest();
}

/** `<userId>.<expiry ms>.<hmac>`: scoped to one build and its owner; never the session token. */
export function issueDownloadToken(key: Buffer, buildId: string, userId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = now + DOWNLOAD_TOKEN_TTL_MS;
  return { token: `${userId}.${expiresAt}.${mac(key, buildId, userId, expiresAt).toString('base64url')}`, expiresAt: new Date(expiresAt) };
}

/** The user the token was issued to, when it is genuine, unexpired and for this build; else null. */
export function verifyDownloadToken(key: Buffer, buildId: string, token: string | undefined, now = Date.now()): string | null {
  const [userId, expiry, signature, ...rest] = (token ?? '').split('.');
  if (!userId || !expiry || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expiry)) return null;
  const expiresAt = Number(expiry);
  if (expiresAt <= now || expiresAt > now + DOWNLOAD_TOKEN_TTL_MS) return null;
  const expected = mac(key, buildId, userId, expiresAt);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
