import { type BillingPeriod, type Tier, planFor } from '@droidforge/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const count = new Intl.NumberFormat('en-US');

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatCredits(n: number): string {
  return `${count.format(n)} credits`;
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: 2 }).format(cents / 100);
}

export function planLabel(tier: Tier, period?: BillingPeriod | null): string {
  const name = planFor(tier).name;
  return period ? `${name} (${period === 'annual' ? 'annual' : 'monthly'})` : name;
}
