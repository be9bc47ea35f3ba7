import { PLANS, type Tier } from '@droidforge/contracts';

export const tierName = (tier: Tier) => PLANS.find((p) => p.tier === tier)?.name ?? tier;

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** Spec §2: 'Showing X to Y of Z users'. */
export function showingText(page: number, limit: number, total: number, noun = 'users'): string {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
}
