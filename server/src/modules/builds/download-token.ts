import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** Download links live at most this long (docs/internals.md, "Life of a build"). */
export const DOWNLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

/** The token key, derived so the app secret's other uses never share a key with it. */
export function downloadTokenKey(secret: string | null): Buffer {
  // Without a configured secret a random per-process key still gives valid ≤ 10-minute links.
  const base = secret ?? (fallbackSecret ??= randomBytes(32).toString('hex'));
  return Buffer.from(hkdfSync('sha256', base, 'droidforge', 'download-tokens/hmac-sha256', 32));
}
let fallbackSecret: string | undefined;

function mac(key: Buffer, buildId: string, sessionRef: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`download\n${buildId}\n${sessionRef}\n${expiresAt}`).digest();
}

/**
 * A stand-in for the session a link was made in: it names that session to the server without
 * putting the session id (half of a bearer token) in a URL.
 */
export function sessionRef(key: Buffer, sessionId: string): string {
  return createHmac('sha256', key).update(`session\n${sessionId}`).digest('base64url').slice(0, 22);
}

/**
 * `<session ref>.<expiry ms>.<hmac>`: scoped to one build and to the session that asked for it, so
 * the link dies with that session (logout, suspension, deletion); never the session token itself.
 */
export function issueDownloadToken(key: Buffer, buildId: string, sessionId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expiresAt = now + DOWNLOAD_TOKEN_TTL_MS;
  const ref = sessionRef(key, sessionId);
  return { token: `${ref}.${expiresAt}.${mac(key, buildId, ref, expiresAt).toString('base64url')}`, expiresAt: new Date(expiresAt) };
}

/** The session ref the token was issued for, when it is genuine, unexpired and for this build; else null. */
export function verifyDownloadToken(key: Buffer, buildId: string, token: string | undefined, now = Date.now()): string | null {
  const [ref, expiry, signature, ...rest] = (token ?? '').split('.');
  if (!ref || !expiry || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expiry)) return null;
  const expiresAt = Number(expiry);
  if (expiresAt <= now || expiresAt > now + DOWNLOAD_TOKEN_TTL_MS) return null;
  const expected = mac(key, buildId, ref, expiresAt);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? ref : null;
}
