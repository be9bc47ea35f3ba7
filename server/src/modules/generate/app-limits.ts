import { PLANS, type Tier, planFor } from '@droidforge/contracts';
import { errors } from '../../errors';
import type { Executor } from '../../db/client';
import { countAppsSince } from '../projects/projects.queries';

/** Start of the plan period the app limit counts in: ever for Free, the calendar month (UTC) otherwise. */
export function appLimitPeriodStart(tier: Tier, now = new Date()): Date | null {
  return tier === 'free' ? null : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Throws APP_LIMIT_REACHED, naming the next plan, when the user's plan has no apps left. */
export async function assertAppAllowance(tx: Executor, userId: string, tier: Tier): Promise<void> {
  const plan = planFor(tier);
  const used = await countAppsSince(tx, userId, appLimitPeriodStart(tier));
  if (used < plan.apps) return;
  const next = PLANS.find((p) => p.apps > plan.apps);
  throw errors.appLimitReached({ planName: plan.name, apps: plan.apps, monthly: tier !== 'free', next: next && { name: next.name, apps: next.apps } });
}
