import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Inserts a pending key; false when the user already has that key. */
export async function insertPendingKey(db: Db, row: { userId: string; key: string; route: string; requestHash: string }): Promise<boolean> {
  const inserted = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function findKey(db: Db, userId: string, key: string): Promise<IdempotencyRow | null> {
  const rows = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return rows[0] ?? null;
}

export async function markKeyDone(db: Db, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Pending keys whose request died with its process; answers how many were removed. */
export async function deletePendingKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.status, 'pending'), lt(idempotencyKeys.createdAt, before)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/** Finished keys past their replay window (24 h, as Stripe keeps them). */
export async function deleteKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return rows.length;
}
