import { z } from 'zod';
import { type Plan, type Tier, PLANS } from './plans';

/** Billing API bodies and replies (issue 11). Prices come from the plan catalogue in plans.ts. */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export type PaidTier = Exclude<Tier, 'free'>;

/** `tier` is a plain string so an unknown tier gets its own stable code (UNKNOWN_PLAN), not a schema error. */
export const CheckoutBodySchema = z.object({
  tier: z.string().min(1).max(40),
  billingPeriod: z.enum(BILLING_PERIODS).default('monthly'),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;
export const ChangePlanBodySchema = CheckoutBodySchema;

/** Checkout and the customer portal answer the provider's page, which the browser then opens. */
export const ProviderRedirectSchema = z.object({ url: z.string() });
export type ProviderRedirect = z.infer<typeof ProviderRedirectSchema>;

/** One purchasable plan-and-period; Starter has no annual option (spec §9). */
export interface PlanOffer {
  tier: PaidTier;
  period: BillingPeriod;
  /** Price in cents. */
  amount: number;
  plan: Plan;
}

export function planOffers(): PlanOffer[] {
  return PLANS.flatMap((plan) => {
    if (plan.tier === 'free') return [];
    const tier = plan.tier;
    const offers: PlanOffer[] = [{ tier, period: 'monthly', amount: plan.price * 100, plan }];
    if (plan.annualPrice !== null) offers.push({ tier, period: 'annual', amount: plan.annualPrice * 100, plan });
    return offers;
  });
}

/** "pro_annual": the key a plan-and-period is configured under (STRIPE_PRICE_PRO_ANNUAL). */
export function offerKey(tier: PaidTier, period: BillingPeriod): string {
  return `${tier}_${period}`;
}

/** Ranks plans for upgrade/downgrade: a higher monthly price is an upgrade. */
export function planRank(tier: Tier): number {
  return PLANS.findIndex((p) => p.tier === tier);
}

/** One paid invoice on the billing page. */
export interface PaymentView {
  id: number;
  tier: string;
  billingPeriod: BillingPeriod;
  amount: number;
  currency: string;
  periodStart: string;
  periodEnd: string;
  paidAt: string;
}

export interface SubscriptionView {
  tier: PaidTier;
  billingPeriod: BillingPeriod;
  status: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** A set end later than this period (an annual plan cancelled within 24 h of renewal). */
  cancelAt: string | null;
  /** A downgrade or period change that starts at the next renewal. */
  scheduledTier: PaidTier | null;
  scheduledPeriod: BillingPeriod | null;
}

export interface BillingOverview {
  tier: Tier;
  credits: number;
  /** When credits are next reset to the plan's monthly amount; null on Free. */
  nextCreditReset: string | null;
  subscription: SubscriptionView | null;
  payments: PaymentView[];
  /** The provider's customer portal can be opened (the customer exists). */
  portalAvailable: boolean;
}

/** GET /api/billing/checkout-session/:id: the provider's session id (not a uuid of ours). */
export const CheckoutSessionParamsSchema = z.object({ id: z.string().min(1).max(255) });

/** GET /api/billing/checkout-session/:id: "Activating your plan…" until fulfilled. */
export interface CheckoutStatus {
  status: 'open' | 'complete' | 'expired';
  fulfilled: boolean;
  tier: Tier;
  credits: number;
}

/** Plan change and cancellation answers say when the change applies. */
export interface PlanChangeReply {
  overview: BillingOverview;
  /** When the change takes effect (ISO time). */
  effectiveAt: string;
  message: string;
}
