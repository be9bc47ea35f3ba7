import { and, eq, getTableColumns, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export async function insertSession(db: Db, session: { id: string; userId: string; secretHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Every column of users, in schema order: the raw lookup below stays in step with the schema. */
const USER_FIELDS = Object.entries(getTableColumns(users)).map(([key, column]) => [key, column.name] as const);

const SESSION_WITH_USER = `
SELECT s.secret_hash, s.expires_at, s.last_used_at, ${USER_FIELDS.map(([, name]) => `u."${name}"`).join(', ')}
FROM sessions s JOIN users u ON u.id = s.user_id
WHERE s.id = $1 AND u.deleted_at IS NULL`;

export interface SessionWithUser {
  session: { secretHash: string; expiresAt: Date; lastUsedAt: Date };
  user: UserRow;
}

/**
 * A session with its user, unless the user is deleted. Every authenticated request runs it, so it
 * is one prepared statement read without the ORM (rows as arrays, mapped here).
 */
export async function findSessionWithUser(database: Pick<Database, 'readRows'>, id: string): Promise<SessionWithUser | null> {
  const [row] = await database.readRows('find_session_with_user', SESSION_WITH_USER, [id]);
  if (!row) return null;
  const user: Record<string, unknown> = {};
  for (let i = 0; i < USER_FIELDS.length; i++) user[USER_FIELDS[i]![0]] = row[3 + i];
  return { session: { secretHash: row[0] as string, expiresAt: row[1] as Date, lastUsedAt: row[2] as Date }, user: user as UserRow };
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

/** Ids of the sessions `which` picks that are unexpired and belong to a user neither suspended nor deleted. */
async function liveSessionIdsWhere(db: Db, which: SQL, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(which, gt(sessions.expiresAt, now), isNull(users.deletedAt), eq(users.suspended, false)));
  return rows.map((r) => r.id);
}

/** Ids of a user's unexpired sessions, none when the user is suspended or deleted. */
export function liveSessionIds(db: Db, userId: string, now = new Date()): Promise<string[]> {
  return liveSessionIdsWhere(db, eq(sessions.userId, userId), now);
}

/** Which of these sessions are unexpired and belong to a user neither suspended nor deleted. */
export async function liveSessionIdsAmong(db: Db, ids: string[], now = new Date()): Promise<string[]> {
  return ids.length === 0 ? [] : liveSessionIdsWhere(db, inArray(sessions.id, ids), now);
}
