import type { Db, Executor } from '../../db/client';
import { errors } from '../../errors';
import { addToBalance, hasLedgerKey, insertLedgerRow, type LedgerReason, readBalance, readBalanceNow, sumLedger } from './credits.queries';

export type { LedgerReason } from './credits.queries';

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
    const balance = await addToBalance(tx, change.userId, change.delta);
    if (balance === null) {
      const current = await readBalance(tx, change.userId);
      if (current === null) throw errors.notFound('User');
      throw errors.insufficientCredits(-change.delta, current);
    }
    await insertLedgerRow(tx, { ...change, balanceAfter: balance });
    return balance;
  };
  // Inside an outer transaction this becomes a savepoint, so a failed spend rolls back alone.
  return db.transaction((tx) => run(tx));
}

export async function getCredits(db: Db, userId: string): Promise<number> {
  const balance = await readBalanceNow(db, userId);
  if (balance === null) throw errors.notFound('User');
  return balance;
}

/** Sum of every ledger delta for a user; equals the balance when the ledger is consistent. */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  return sumLedger(db, userId);
}

/**
 * Sets the balance to a plan's monthly credits (reason `reset`: no rollover, unused credits lapse).
 * Idempotent by `idempotencyKey`: a second call with the same key changes nothing. Call it inside
 * a transaction that holds the user row lock, so no spend slips between the read and the write.
 */
export async function resetCredits(tx: Executor, userId: string, target: number, idempotencyKey: string, ref: { refType: string; refId: string }): Promise<number | null> {
  if (await hasLedgerKey(tx, userId, idempotencyKey)) return null;
  const balance = await readBalance(tx, userId);
  if (balance === null) throw errors.notFound('User');
  return changeCredits(tx, { userId, delta: target - balance, reason: 'reset', idempotencyKey, ...ref });
}
