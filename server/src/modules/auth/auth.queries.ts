import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { emailTokens, users } from '../../db/schema';
import type { UserRow } from './sessions';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
  return rows[0] ?? null;
}

export async function insertEmailToken(db: Db, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(emailTokens).values({ tokenHash, userId, purpose: 'verify_email', expiresAt });
}

export async function findEmailToken(db: Db, tokenHash: string) {
  const rows = await db.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Marks a token used; answers false when another request used it first (single use under races). */
export async function consumeEmailToken(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
    .returning({ tokenHash: emailTokens.tokenHash });
  return rows.length === 1;
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * The one row lock on a user: locks the row until the transaction ends, so one user's concurrent
 * spends (generation, builds, fixes), billing changes and operator actions are ordered. Answers the
 * row, deleted or not (callers that must refuse a deleted account check `deletedAt`: billing still
 * records a deleted user's subscription), or null for no such user.
 */
export async function lockUser(tx: Executor, userId: string): Promise<UserRow | null> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return rows[0] ?? null;
}

/** Inserts a new account; null when the email is taken (the unique index decides, race-free). */
export async function insertUser(tx: Executor, user: { name: string; email: string; passwordHash: string; emailVerifiedAt: Date | null }): Promise<UserRow | null> {
  const rows = await tx.insert(users).values(user).onConflictDoNothing().returning();
  return rows[0] ?? null;
}
