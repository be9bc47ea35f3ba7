import { z } from 'zod';
import planRows from './plans.json';

/** The one plan catalogue (spec §9): pricing page, checkout, gating and monthly resets all read it. */
export const TIERS = ['free', 'starter', 'pro', 'business'] as const;
export type Tier = (typeof TIERS)[number];

export const AD_TYPES = ['banner', 'interstitial', 'rewarded'] as const;
export type AdType = (typeof AD_TYPES)[number];

export interface PlanFeature {
  text: string;
  included: boolean;
}

/** A row of plans.json: the catalogue is data, checked here once when the module loads. */
const PlanRowSchema = z.object({
  tier: z.enum(TIERS),
  name: z.string(),
  /** Monthly price in US dollars. */
  price: z.number(),
  /** Annual price in US dollars, or null when the plan has no annual option. */
  annualPrice: z.number().nullable(),
  /** Credits granted (one-time for Free, monthly otherwise; no rollover). */
  credits: z.number().int(),
  /** Apps that may be generated: total for Free, per month otherwise. */
  apps: z.number().int(),
  /** APK builds per month; null means unlimited. */
  builds: z.number().int().nullable(),
  costPerApp: z.number().nullable(),
  popular: z.boolean(),
  /** Ad types the plan may integrate. */
  adTypes: z.array(z.enum(AD_TYPES)),
  /** The feature list: what the plan includes, then what it does not (shown struck through). */
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
});

type PlanRow = z.infer<typeof PlanRowSchema>;

export type Plan = Readonly<Omit<PlanRow, 'includes' | 'excludes' | 'adTypes'>> & {
  adTypes: readonly AdType[];
  features: readonly PlanFeature[];
};

function toPlan({ includes, excludes, ...plan }: PlanRow): Plan {
  return { ...plan, features: [...includes.map((text) => ({ text, included: true })), ...excludes.map((text) => ({ text, included: false }))] };
}

export const PLANS: readonly Plan[] = z.array(PlanRowSchema).parse(planRows).map(toPlan);

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
