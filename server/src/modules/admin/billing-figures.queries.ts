import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, subscriptions } from '../../db/schema';
import type { ActiveSubscription, BillingFigures } from './billing-figures';

/** Subscriptions the provider reports active and not ended: the paying customers. */
async function activeSubscriptions(db: Db): Promise<ActiveSubscription[]> {
  const rows = await db
    .select({ tier: subscriptions.tier, period: subscriptions.billingPeriod })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), isNull(subscriptions.endedAt)));
  return rows;
}

/** Paid invoices per UTC day, in dollars (amounts are stored in cents). */
async function revenueByDay(db: Db, since: Date): Promise<Record<string, number>> {
  const day = sql<string>`to_char(${payments.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, cents: sql<number>`sum(${payments.amount})::int` })
    .from(payments)
    .where(and(gte(payments.paidAt, since), sql`lower(${payments.currency}) = 'usd'`))
    .groupBy(day);
  return Object.fromEntries(rows.map((r) => [r.day, Number(r.cents) / 100]));
}

/** The dashboard's billing figures read from the billing module's tables. */
export const DATABASE_BILLING_FIGURES: BillingFigures = { activeSubscriptions, revenueByDay };
