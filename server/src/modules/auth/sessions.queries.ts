import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export async function insertSession(db: Db, session: { id: string; userId: string; secretHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** A session with its user, unless the user is deleted. */
export async function findSessionWithUser(db: Db, id: string) {
  const query = prepared(db, 'find_session_with_user', (d) =>
    d
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), isNull(users.deletedAt)))
      .limit(1)
      .prepare('find_session_with_user'),
  );
  const rows = await query.execute({ id });
  return rows[0] ?? null;
}

export async function touchSession(db: Db, id: string, lastUsedAt: Date, expiresAt?: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt, ...(expiresAt ? { expiresAt } : {}) })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
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
