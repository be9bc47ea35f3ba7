/** The one plan catalogue (spec §9): pricing page, checkout, gating and monthly resets all read it. */
export const TIERS = ['free', 'starter', 'pro', 'business'] as const;
export type Tier = (typeof TIERS)[number];

export type AdType = 'banner' | 'interstitial' | 'rewarded';

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  tier: Tier;
  name: string;
  /** Monthly price in US dollars. */
  price: number;
  /** Annual price in US dollars, or null when the plan has no annual option. */
  annualPrice: number | null;
  /** Credits granted (one-time for Free, monthly otherwise; no rollover). */
  credits: number;
  /** Apps that may be generated: total for Free, per month otherwise. */
  apps: number;
  /** APK builds per month; null means unlimited. */
  builds: number | null;
  /** Ad types the plan may integrate. */
  adTypes: readonly AdType[];
  costPerApp: number | null;
  popular: boolean;
  features: readonly PlanFeature[];
}

/** A plan's feature list: what it includes, then what it does not (shown struck through). */
function features(included: string[], excluded: string[] = []): PlanFeature[] {
  return [...included.map((text) => ({ text, included: true })), ...excluded.map((text) => ({ text, included: false }))];
}

export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    price: 0,
    annualPrice: null,
    credits: 500,
    apps: 5,
    builds: 0,
    adTypes: [],
    costPerApp: null,
    popular: false,
    features: features(['500 credits (one-time)', 'Up to 5 apps', 'Live preview and code editor', 'Source code download'], ['APK builds', 'AdMob integration']),
  },
  {
    tier: 'starter',
    name: 'Starter',
    price: 9,
    annualPrice: null,
    credits: 5000,
    apps: 50,
    builds: 10,
    adTypes: ['banner'],
    costPerApp: 0.18,
    popular: false,
    features: features(['5,000 credits / month', '50 apps / month', '10 APK builds / month', 'Basic AdMob (banner ads)'], ['Custom package names', 'API access']),
  },
  {
    tier: 'pro',
    name: 'Pro',
    price: 29,
    annualPrice: 290,
    credits: 20000,
    apps: 200,
    builds: null,
    adTypes: ['banner', 'interstitial', 'rewarded'],
    costPerApp: 0.145,
    popular: true,
    features: features(['20,000 credits / month', '200 apps / month', 'Unlimited APK builds', 'Full AdMob (banner, interstitial, rewarded)', 'Custom package names', 'API access']),
  },
  {
    tier: 'business',
    name: 'Business',
    price: 99,
    annualPrice: 990,
    credits: 100000,
    apps: 1000,
    builds: null,
    adTypes: ['banner', 'interstitial', 'rewarded'],
    costPerApp: 0.099,
    popular: false,
    features: features(['100,000 credits / month', '1,000 apps / month', 'Unlimited APK builds', 'Full AdMob (banner, interstitial, rewarded)', 'White-label and custom branding', '5 team seats and advanced analytics']),
  },
];

export function planFor(tier: Tier): Plan {
  const plan = PLANS.find((p) => p.tier === tier);
  if (!plan) throw new Error(`unknown tier ${tier}`);
  return plan;
}

/** Credit costs of AI actions (spec §9). Builds are free. */
export const CREDIT_COSTS = { generate: 100, refine: 50, fix: 25, build: 0 } as const;

/** Credits granted to a new account (the Free plan's one-time grant). */
export const SIGNUP_CREDITS = 500;

/** Credit meter: the full bar, and the level below which the meter turns red. */
export const CREDIT_METER = { full: 10_000, low: 1_000 } as const;
