import { PLANS, type Tier, planFor } from '@droidforge/contracts';
import { AppError } from '../../errors';
import { countAppsSince, type Executor } from '../projects/projects.queries';

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
  const period = tier === 'free' ? '' : ' this month';
  const hint = next ? ` Upgrade to ${next.name} for ${next.apps.toLocaleString('en-US')} apps a month.` : ' The limit resets at the start of next month.';
  throw new AppError('APP_LIMIT_REACHED', 'payment_required', `You have used all ${plan.apps.toLocaleString('en-US')} apps of the ${plan.name} plan${period}.${hint}`, {
    body: { upgradeUrl: '/pricing' },
  });
}
