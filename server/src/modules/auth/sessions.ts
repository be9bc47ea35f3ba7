import type { Database, Db } from '../../db/client';
import type { users } from '../../db/schema';
import { digestsEqual, randomToken, sha256Hex } from '../../lib/tokens';
import { deleteSession, deleteUserSessions, findSessionWithUser, insertSession, touchSession } from './sessions.queries';

export type UserRow = typeof users.$inferSelect;

/** Write last_used_at at most this often, so a busy client is not a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Sessions as in Lucia's guide: the token is `id.secret`; only SHA-256(secret) is stored and it is
 * compared in constant time, so a leaked sessions table cannot be replayed.
 */
export async function createSession(db: Db, userId: string, ttlMs: number): Promise<string> {
  const id = randomToken(16);
  const secret = randomToken(32);
  await insertSession(db, { id, userId, secretHash: sha256Hex(secret), expiresAt: new Date(Date.now() + ttlMs) });
  return `${id}.${secret}`;
}

export interface ValidSession {
  sessionId: string;
  user: UserRow;
}

/**
 * Resolves a bearer token to its session and user. Expired sessions, and sessions of suspended or
 * deleted users, answer null at once. Renews (slides) the expiry when less than half of it is left.
 */
export async function validateSession(database: Pick<Database, 'db' | 'readRows'>, token: string, ttlMs: number): Promise<ValidSession | null> {
  const db = database.db;
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  const row = await findSessionWithUser(database, id);
  if (!row || !digestsEqual(row.session.secretHash, sha256Hex(secret))) return null;
  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) {
    await deleteSession(db, id);
    return null;
  }
  if (row.user.suspended) return null;
  const renew = row.session.expiresAt.getTime() - now < ttlMs / 2;
  if (renew || now - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, id, new Date(now), renew ? new Date(now + ttlMs) : undefined);
  }
  return { sessionId: id, user: row.user };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Ends every session of a user (suspension, deletion, password change). */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await deleteUserSessions(db, userId);
}
