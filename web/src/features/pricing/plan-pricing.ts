import type { BillingPeriod, Plan } from '@droidforge/contracts';

export interface PriceDisplay {
  amount: string;
  unit: string;
  note: string | null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

const usdPrecise = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 3, minimumFractionDigits: 2 });

export function formatUsd(value: number): string {
  return usd.format(value);
}

/** Costs per app are quoted to the tenth of a cent ($0.145, $0.099; spec §9). */
export function formatCostPerApp(value: number): string {
  return usdPrecise.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** What a plan card shows for the chosen period; plans without an annual option stay monthly. */
export function priceFor(plan: Plan, period: BillingPeriod): PriceDisplay {
  if (plan.price === 0) return { amount: formatUsd(0), unit: 'forever', note: 'No card required' };
  if (period === 'annual' && plan.annualPrice !== null) {
    const perMonth = Math.round((plan.annualPrice / 12) * 100) / 100;
    return { amount: formatUsd(plan.annualPrice), unit: '/year', note: `${formatUsd(perMonth)}/month, billed annually` };
  }
  const note = period === 'annual' ? 'Monthly billing only' : plan.annualPrice !== null ? `or ${formatUsd(plan.annualPrice)}/year` : null;
  return { amount: formatUsd(plan.price), unit: '/month', note };
}

export function creditsLabel(plan: Plan): string {
  return plan.price === 0 ? `${formatCount(plan.credits)} credits one-time` : `${formatCount(plan.credits)} credits / month`;
}

export function buildsLabel(plan: Plan): string {
  if (plan.builds === null) return 'Unlimited';
  return plan.builds === 0 ? 'None' : `${formatCount(plan.builds)} / month`;
}

export function appsLabel(plan: Plan): string {
  return plan.price === 0 ? `${formatCount(plan.apps)} total` : `${formatCount(plan.apps)} / month`;
}
