import { planFor } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { addMonthsUtc } from '../../lib/calendar';
import { lockUser } from '../auth/auth.queries';
import { resetCredits } from '../credits/credits.service';
import { type SubscriptionRow, dueCreditResets, findSubscriptionByProviderId, upsertSubscription } from './billing.queries';

/** Name of the scheduled job (server/src/jobs) that runs the monthly resets of annual plans. */
export const CREDIT_RESETS_JOB = 'credit-resets';
/** Hourly: a reset is at most an hour late. */
export const CREDIT_RESETS_SCHEDULE = '7 * * * *';

/** The month boundary of the paid period at or before `now` (annual plans reset monthly). */
export function usageWindow(sub: Pick<SubscriptionRow, 'paidPeriodStart' | 'usagePeriodStart' | 'currentPeriodEnd' | 'billingPeriod'>, now: Date): { start: Date; next: Date | null } {
  const anchor = sub.paidPeriodStart ?? sub.usagePeriodStart;
  if (sub.billingPeriod !== 'annual') return { start: sub.usagePeriodStart, next: null };
  let k = 0;
  while (k < 12 && addMonthsUtc(anchor, k + 1) <= now) k += 1;
  const next = addMonthsUtc(anchor, k + 1);
  return { start: addMonthsUtc(anchor, k), next: next < sub.currentPeriodEnd ? next : null };
}

/**
 * Annual plans pay once a year but get their credits monthly: every subscription whose
 * `credits_reset_at` has passed gets the plan's credits (reason `reset`, no rollover) and its next
 * reset date. Keyed by subscription and month, so a second run, or a second process, grants nothing.
 */
export async function runCreditResets(ctx: { db: Db; now: Date; log: { info(obj: object, msg: string): void } }): Promise<number> {
  let done = 0;
  for (const due of await dueCreditResets(ctx.db, ctx.now)) {
    const reset = await ctx.db.transaction(async (tx) => {
      const user = await lockUser(tx, due.userId);
      const sub = await findSubscriptionByProviderId(tx, due.providerSubscriptionId);
      if (!sub?.creditsResetAt || sub.creditsResetAt > ctx.now) return false;
      const window = usageWindow(sub, ctx.now);
      const { id: _id, createdAt: _c, updatedAt: _u, ...row } = sub;
      await upsertSubscription(tx, { ...row, usagePeriodStart: window.start, creditsResetAt: window.next });
      if (!user || user.deletedAt) return false;
      const granted = await resetCredits(tx, sub.userId, planFor(sub.tier).credits, `reset:${sub.providerSubscriptionId}:${window.start.toISOString()}`, {
        refType: 'subscription',
        refId: sub.providerSubscriptionId,
      });
      return granted !== null;
    });
    if (reset) done += 1;
  }
  if (done > 0) ctx.log.info({ count: done }, 'monthly credit resets of annual plans');
  return done;
}
