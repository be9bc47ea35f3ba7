import type { Tier } from '@droidforge/contracts';
import { startOfMonthUtc } from '../../lib/calendar';
import type { Executor } from '../projects/projects.queries';
import { findLiveSubscription } from './billing.queries';
import { usageWindow } from './credit-resets';

/** What the server lets a user do: the plan, and where its monthly allowances started counting. */
export interface Entitlement {
  tier: Tier;
  /** Start of the period that builds and apps count in; null = ever (Free's apps are lifetime). */
  periodStart: Date | null;
}

/**
 * Reads the live subscription (never the browser, never a cached session): its plan and its
 * billing month. Without one, the user row's tier applies (Free, or a plan set by an operator
 * with `npm run set-plan`), counted per calendar month.
 */
export async function entitlementFor(tx: Executor, userId: string, userTier: Tier, now: Date): Promise<Entitlement> {
  const live = await findLiveSubscription(tx, userId);
  if (live) return { tier: live.tier, periodStart: usageWindow(live, now).start };
  return { tier: userTier, periodStart: userTier === 'free' ? null : startOfMonthUtc(now) };
}
