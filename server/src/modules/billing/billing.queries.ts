import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingCustomers, billingEvents, checkoutSessions, payments, subscriptions, users } from '../../db/schema';
import type { Executor } from '../projects/projects.queries';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** Provider statuses in which the plan is still the user's (past_due: the provider is retrying). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

export async function findCustomerId(db: Executor, userId: string): Promise<string | null> {
  const rows = await db.select({ id: billingCustomers.providerCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return rows[0]?.id ?? null;
}

export async function findUserByCustomer(db: Executor, customerId: string): Promise<string | null> {
  const rows = await db.select({ userId: billingCustomers.userId }).from(billingCustomers).where(eq(billingCustomers.providerCustomerId, customerId));
  return rows[0]?.userId ?? null;
}

export async function saveCustomer(db: Executor, userId: string, customerId: string): Promise<void> {
  await db.insert(billingCustomers).values({ userId, providerCustomerId: customerId }).onConflictDoNothing();
}

/** An open session for the same plan, still payable: a double click or a second tab reuses it. */
export async function findOpenCheckout(db: Executor, userId: string, tier: CheckoutRow['tier'], period: CheckoutRow['billingPeriod'], now: Date): Promise<CheckoutRow | null> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.tier, tier), eq(checkoutSessions.billingPeriod, period), eq(checkoutSessions.status, 'open'), gt(checkoutSessions.expiresAt, now)))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCheckout(db: Executor, row: typeof checkoutSessions.$inferInsert): Promise<void> {
  await db.insert(checkoutSessions).values(row).onConflictDoNothing();
}

export async function findCheckout(db: Executor, id: string): Promise<CheckoutRow | null> {
  const rows = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return rows[0] ?? null;
}

export async function setCheckoutStatus(db: Executor, id: string, status: CheckoutRow['status']): Promise<void> {
  await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, id));
}

/** Records a provider event id; false when it was already applied (a replay). */
export async function recordEvent(db: Executor, id: string, type: string, created: Date): Promise<boolean> {
  const rows = await db.insert(billingEvents).values({ id, type, createdAt: created }).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function findSubscriptionByProviderId(db: Executor, providerId: string): Promise<SubscriptionRow | null> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerId));
  return rows[0] ?? null;
}

export async function upsertSubscription(db: Executor, row: NewSubscription): Promise<SubscriptionRow> {
  const { id: _id, createdAt: _c, userId: _u, providerSubscriptionId: _p, ...changes } = row;
  const [saved] = await db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return saved!;
}

/** The user's live subscription (newest first), or null: what gating and the billing page read. */
export async function findLiveSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts a payment row for a paid invoice; false when the invoice was already recorded. */
export async function insertPayment(db: Executor, row: typeof payments.$inferInsert): Promise<boolean> {
  const rows = await db.insert(payments).values(row).onConflictDoNothing().returning({ id: payments.id });
  return rows.length > 0;
}

export async function listPayments(db: Executor, userId: string, limit = 50): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.paidAt), desc(payments.id)).limit(limit);
}

export async function setUserTier(tx: Executor, userId: string, tier: (typeof users.$inferSelect)['tier']): Promise<void> {
  const [before] = await tx.select({ tier: users.tier }).from(users).where(eq(users.id, userId));
  await tx.update(users).set({ tier }).where(eq(users.id, userId));
  // Plan changes are security events on the admin Activity screen.
  if (before && before.tier !== tier) await recordAudit(tx, { actor: null, action: AUDIT_ACTIONS.planChanged, kind: 'security', target: { type: 'user', id: userId }, before: { subscription_tier: before.tier }, after: { subscription_tier: tier } });
}

/** Annual subscriptions whose monthly credit reset is due. */
export async function dueCreditResets(db: Db, now: Date, limit = 100): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, [...LIVE_STATUSES]), lte(subscriptions.creditsResetAt, now)))
    .orderBy(subscriptions.creditsResetAt)
    .limit(limit);
}
