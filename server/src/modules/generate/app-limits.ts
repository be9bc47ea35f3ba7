import { PLANS, planFor } from '@droidforge/contracts';
import { errors } from '../../errors';
import type { Entitlement } from '../billing/entitlement';
import { countAppsSince, type Executor } from '../projects/projects.queries';

/** Throws APP_LIMIT_REACHED, naming the next plan, when the user's plan has no apps left this period. */
export async function assertAppAllowance(tx: Executor, userId: string, entitlement: Entitlement): Promise<void> {
  const plan = planFor(entitlement.tier);
  const used = await countAppsSince(tx, userId, entitlement.periodStart);
  if (used < plan.apps) return;
  const next = PLANS.find((p) => p.apps > plan.apps);
  throw errors.appLimitReached({ planName: plan.name, apps: plan.apps, monthly: entitlement.periodStart !== null, next: next && { name: next.name, apps: next.apps } });
}
