import { PLANS, planFor } from '@droidforge/contracts';
import { AppError } from '../../errors';
import type { Entitlement } from '../billing/entitlement';
import { countAppsSince, type Executor } from '../projects/projects.queries';

/** Throws APP_LIMIT_REACHED, naming the next plan, when the user's plan has no apps left this period. */
export async function assertAppAllowance(tx: Executor, userId: string, entitlement: Entitlement): Promise<void> {
  const plan = planFor(entitlement.tier);
  const used = await countAppsSince(tx, userId, entitlement.periodStart);
  if (used < plan.apps) return;
  const next = PLANS.find((p) => p.apps > plan.apps);
  const period = entitlement.periodStart === null ? '' : ' this month';
  const hint = next ? ` Upgrade to ${next.name} for ${next.apps.toLocaleString('en-US')} apps a month.` : ' The limit resets at the start of your next billing month.';
  throw new AppError('APP_LIMIT_REACHED', 'payment_required', `You have used all ${plan.apps.toLocaleString('en-US')} apps of the ${plan.name} plan${period}.${hint}`, {
    body: { upgradeUrl: '/pricing' },
  });
}
