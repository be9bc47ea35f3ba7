import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { errors } from '../../errors';

export type LedgerReason = (typeof creditLedger.$inferInsert)['reason'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export interface CreditChange {
  userId: string;
  delta: number;
  reason: LedgerReason;
  refType?: string;
  refId?: string;
  idempotencyKey?: string;
}

/**
 * Applies a credit change and writes its ledger row in one transaction. The balance moves only by a
 * conditional update that cannot go below zero, so concurrent spends can never overdraw.
 * Throws INSUFFICIENT_CREDITS when a spend does not fit. Returns the new balance.
 */
export async function changeCredits(db: Executor, change: CreditChange): Promise<number> {
  const run = async (tx: Executor) => {
    const updated = await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${change.delta}` })
      .where(and(eq(users.id, change.userId), gte(sql`${users.credits} + ${change.delta}`, 0)))
      .returning({ credits: users.credits });
    const balance = updated[0]?.credits;
    if (balance === undefined) {
      const current = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, change.userId));
      if (!current[0]) throw errors.notFound('User');
      throw errors.insufficientCredits(-change.delta, current[0].credits);
    }
    await tx.insert(creditLedger).values({
      userId: change.userId,
      delta: change.delta,
      balanceAfter: balance,
      reason: change.reason,
      refType: change.refType,
      refId: change.refId,
      idempotencyKey: change.idempotencyKey,
    });
    return balance;
  };
  // Inside an outer transaction this becomes a savepoint, so a failed spend rolls back alone.
  return db.transaction((tx) => run(tx));
}

export async function getCredits(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  if (!rows[0]) throw errors.notFound('User');
  return rows[0].credits;
}

/** Sum of every ledger delta for a user; equals the balance when the ledger is consistent. */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const rows = await db.select({ total: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}

/**
 * Sets the balance to a plan's monthly credits (reason `reset`: no rollover, unused credits lapse).
 * Idempotent by `idempotencyKey`: a second call with the same key changes nothing. Call it inside
 * a transaction that holds the user row lock, so no spend slips between the read and the write.
 */
export async function resetCredits(tx: Executor, userId: string, target: number, idempotencyKey: string, ref: { refType: string; refId: string }): Promise<number | null> {
  const done = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.idempotencyKey, idempotencyKey)));
  if (done.length > 0) return null;
  const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  if (!user) throw errors.notFound('User');
  return changeCredits(tx, { userId, delta: target - user.credits, reason: 'reset', idempotencyKey, ...ref });
}
