import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { creditLedger, users } from '../../db/schema';

export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];
export type LedgerRow = typeof creditLedger.$inferInsert;

/**
 * Moves the balance by `delta` only if it stays at or above zero (one conditional update, so
 * concurrent spends cannot overdraw). Answers the new balance, or null when it would not fit.
 */
export async function addToBalance(tx: Executor, userId: string, delta: number): Promise<number | null> {
  const rows = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}` })
    .where(and(eq(users.id, userId), gte(sql`${users.credits} + ${delta}`, 0)))
    .returning({ credits: users.credits });
  return rows[0]?.credits ?? null;
}

/** The user's balance, or null for no such user. */
export async function readBalance(db: Executor, userId: string): Promise<number | null> {
  const rows = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return rows[0]?.credits ?? null;
}

/** readBalance outside a transaction (the balance route, on every poll): a prepared statement. */
export async function readBalanceNow(db: Db, userId: string): Promise<number | null> {
  const query = prepared(db, 'read_balance', (d) =>
    d
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('read_balance'),
  );
  const rows = await query.execute({ userId });
  return rows[0]?.credits ?? null;
}

export async function insertLedgerRow(tx: Executor, row: LedgerRow): Promise<void> {
  await tx.insert(creditLedger).values(row);
}

/** Sum of every ledger delta for a user. */
export async function sumLedger(db: Executor, userId: string): Promise<number> {
  const rows = await db.select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}

/** Whether a ledger row with this idempotency key exists for the user (the change was applied). */
export async function hasLedgerKey(db: Executor, userId: string, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.idempotencyKey, idempotencyKey)))
    .limit(1);
  return rows.length > 0;
}
