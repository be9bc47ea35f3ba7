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
    features: [
      { text: '500 credits (one-time)', included: true },
      { text: 'Up to 5 apps', included: true },
      { text: 'Live preview and code editor', included: true },
      { text: 'Source code download', included: true },
      { text: 'APK builds', included: false },
      { text: 'AdMob integration', included: false },
    ],
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
    features: [
      { text: '5,000 credits / month', included: true },
      { text: '50 apps / month', included: true },
      { text: '10 APK builds / month', included: true },
      { text: 'Basic AdMob (banner ads)', included: true },
      { text: 'Custom package names', included: false },
      { text: 'API access', included: false },
    ],
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
    features: [
      { text: '20,000 credits / month', included: true },
      { text: '200 apps / month', included: true },
      { text: 'Unlimited APK builds', included: true },
      { text: 'Full AdMob (banner, interstitial, rewarded)', included: true },
      { text: 'Custom package names', included: true },
      { text: 'API access', included: true },
    ],
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
    features: [
      { text: '100,000 credits / month', included: true },
      { text: '1,000 apps / month', included: true },
      { text: 'Unlimited APK builds', included: true },
      { text: 'Full AdMob (banner, interstitial, rewarded)', included: true },
      { text: 'White-label and custom branding', included: true },
      { text: '5 team seats and advanced analytics', included: true },
    ],
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
