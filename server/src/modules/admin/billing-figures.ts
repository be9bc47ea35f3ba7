import type { Tier } from '@droidforge/contracts';
import type { Db } from '../../db/client';

/** One paying subscription that is active now. */
export interface ActiveSubscription {
  tier: Tier;
  period: 'monthly' | 'annual';
}

/**
 * What the dashboard needs from billing, kept behind this interface so the admin module does not
 * know billing's tables: the active paying subscriptions (MRR, ARR, count) and money taken per day.
 * The app reads billing's tables (billing-figures.queries.ts); NO_BILLING_FIGURES is for tests.
 */
export interface BillingFigures {
  activeSubscriptions(db: Db, now: Date): Promise<ActiveSubscription[]>;
  /** Revenue in US dollars per UTC day (`YYYY-MM-DD`) from `since` on. */
  revenueByDay(db: Db, since: Date): Promise<Record<string, number>>;
}

export const NO_BILLING_FIGURES: BillingFigures = {
  activeSubscriptions: async () => [],
  revenueByDay: async () => ({}),
};
