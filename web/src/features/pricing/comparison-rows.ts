import type { Plan, Tier } from '@droidforge/contracts';
import { appsLabel, buildsLabel, formatCostPerApp, formatCount, formatUsd } from './plan-pricing';

export interface ComparisonRow {
  label: string;
  value: (plan: Plan) => string | boolean;
}

const adNames = { banner: 'Banner', interstitial: 'Interstitial', rewarded: 'Rewarded' } as const;

/** Spec §6 tier gating that the plan catalogue does not carry as fields. */
const hasCapability = (tiers: readonly Tier[]) => (plan: Plan) => tiers.includes(plan.tier);

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { label: 'Monthly price', value: (p) => (p.price === 0 ? 'Free' : formatUsd(p.price)) },
  { label: 'Annual price', value: (p) => (p.annualPrice === null ? '—' : formatUsd(p.annualPrice)) },
  { label: 'Credits', value: (p) => `${formatCount(p.credits)}${p.price === 0 ? ' one-time' : ' / month'}` },
  { label: 'Apps', value: appsLabel },
  { label: 'APK builds', value: buildsLabel },
  { label: 'Cost per app', value: (p) => (p.costPerApp === null ? '—' : formatCostPerApp(p.costPerApp)) },
  { label: 'Live preview and code editor', value: () => true },
  { label: 'AdMob ads', value: (p) => (p.adTypes.length === 0 ? false : p.adTypes.map((t) => adNames[t]).join(', ')) },
  { label: 'Custom package names', value: hasCapability(['pro', 'business']) },
  { label: 'API access', value: hasCapability(['pro', 'business']) },
  { label: 'White-label and custom branding', value: hasCapability(['business']) },
  { label: 'Team seats', value: (p) => (p.tier === 'business' ? '5' : '1') },
  { label: 'Advanced analytics', value: hasCapability(['business']) },
];
