import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { digestsEqual, randomToken, sha256Hex } from '../../lib/tokens';

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
  await db.insert(sessions).values({ id, userId, secretHash: sha256Hex(secret), expiresAt: new Date(Date.now() + ttlMs) });
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
export async function validateSession(db: Db, token: string, ttlMs: number): Promise<ValidSession | null> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 200) return null;
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row || !digestsEqual(row.session.secretHash, sha256Hex(secret))) return null;
  const now = Date.now();
  if (row.session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (row.user.suspended) return null;
  const renew = row.session.expiresAt.getTime() - now < ttlMs / 2;
  if (renew || now - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now), ...(renew ? { expiresAt: new Date(now + ttlMs) } : {}) })
      .where(eq(sessions.id, id));
  }
  return { sessionId: id, user: row.user };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (suspension, deletion, password change). */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ids of a user's unexpired sessions, none when the user is suspended or deleted. */
export async function liveSessionIds(db: Db, userId: string, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), isNull(users.deletedAt), eq(users.suspended, false)));
  return rows.map((r) => r.id);
}

/** Which of these sessions are unexpired and belong to a user neither suspended nor deleted. */
export async function liveSessionIdsAmong(db: Db, ids: string[], now = new Date()): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, now), isNull(users.deletedAt), eq(users.suspended, false)));
  return rows.map((r) => r.id);
}
