import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(db: Db, session: { id: string; userId: string; secretHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** A session with its user, unless the user is deleted. */
export async function findSessionWithUser(db: Db, id: string) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.deletedAt)))
    .limit(1);
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
