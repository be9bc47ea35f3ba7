import type Stripe from 'stripe';
import { type BillingOverview, type BillingPeriod, type PlanChangeReply, planFor, planRank, type ProviderRedirect } from '@droidforge/contracts';
import { errors } from '../../errors';
import { addMonthsUtc } from '../../lib/calendar';
import { getCredits } from '../credits/credits.service';
import { type SubscriptionRow, findCustomerId, findLiveSubscription, listPayments } from './billing.queries';
import type { CheckoutDeps } from './checkout.service';
import { resolveOffer } from './checkout.service';
import { fulfilSubscription } from './fulfilment';
import { callProvider } from './provider';

/** Spec §1: annual plans auto-renew unless cancelled at least 24 hours before renewal. */
export const ANNUAL_CANCEL_NOTICE_MS = 24 * 3600 * 1000;

const day = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export async function billingOverview(deps: CheckoutDeps, userId: string): Promise<BillingOverview> {
  const live = await findLiveSubscription(deps.db, userId);
  const [credits, payments, customer] = await Promise.all([getCredits(deps.db, userId), listPayments(deps.db, userId), findCustomerId(deps.db, userId)]);
  const ending = live && (live.cancelAtPeriodEnd || (live.cancelAt && live.cancelAt <= live.currentPeriodEnd));
  return {
    tier: live?.tier ?? 'free',
    credits,
    nextCreditReset: !live ? null : (live.creditsResetAt?.toISOString() ?? (ending ? null : live.currentPeriodEnd.toISOString())),
    subscription: live && {
      tier: live.tier,
      billingPeriod: live.billingPeriod,
      status: live.status,
      currentPeriodStart: live.currentPeriodStart.toISOString(),
      currentPeriodEnd: live.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: live.cancelAtPeriodEnd,
      cancelAt: live.cancelAt?.toISOString() ?? null,
      scheduledTier: live.scheduledTier,
      scheduledPeriod: live.scheduledPeriod,
    },
    payments: payments.map((p) => ({
      id: p.id,
      tier: p.tier,
      billingPeriod: p.billingPeriod,
      amount: p.amount,
      currency: p.currency,
      periodStart: p.periodStart.toISOString(),
      periodEnd: p.periodEnd.toISOString(),
      paidAt: p.paidAt.toISOString(),
    })),
    portalAvailable: customer !== null,
  };
}

async function requireLive(deps: CheckoutDeps, userId: string): Promise<SubscriptionRow> {
  const live = await findLiveSubscription(deps.db, userId);
  if (!live) throw errors.noSubscription();
  return live;
}

async function updateAtProvider(deps: CheckoutDeps, live: SubscriptionRow, params: Stripe.SubscriptionUpdateParams): Promise<void> {
  await callProvider(deps.log, 'update subscription', () => deps.provider.stripe.subscriptions.update(live.providerSubscriptionId, params));
  // The webhook brings the same change; applying it now lets the page show it at once.
  await fulfilSubscription(deps, live.providerSubscriptionId);
}

async function reply(deps: CheckoutDeps, userId: string, effectiveAt: Date, message: string): Promise<PlanChangeReply> {
  return { overview: await billingOverview(deps, userId), effectiveAt: effectiveAt.toISOString(), message };
}

/**
 * Upgrades (a higher plan, or monthly → annual) start a new period at once with the new plan's
 * credits, charging the difference; downgrades take effect at the period end (spec §1).
 */
export async function changePlan(deps: CheckoutDeps, userId: string, tier: string, period: BillingPeriod, now = new Date()): Promise<PlanChangeReply> {
  const offer = resolveOffer(tier, period);
  const live = await requireLive(deps, userId);
  const same = offer.tier === live.tier && offer.period === live.billingPeriod;
  if (same && !live.scheduledTier) throw errors.planAlreadyActive(offer.plan.name);
  const sub = await callProvider(deps.log, 'retrieve subscription', () => deps.provider.stripe.subscriptions.retrieve(live.providerSubscriptionId));
  const items = [{ id: sub.items.data[0]!.id, price: deps.provider.priceFor(offer.tier, offer.period) }];
  const upgrade = planRank(offer.tier) > planRank(live.tier) || (offer.tier === live.tier && offer.period === 'annual' && live.billingPeriod === 'monthly');
  if (upgrade) {
    // stripe-node 23's update params name a BillingCycleAnchor type it never declares, hence the cast.
    await updateAtProvider(deps, live, { items, proration_behavior: 'always_invoice', billing_cycle_anchor: 'now' as unknown as Stripe.SubscriptionUpdateParams['billing_cycle_anchor'], payment_behavior: 'error_if_incomplete', cancel_at_period_end: false });
    return reply(deps, userId, now, `You are now on ${offer.plan.name} (${offer.period}) with ${offer.plan.credits.toLocaleString('en-US')} credits. The unused part of your old plan was credited.`);
  }
  await updateAtProvider(deps, live, { items, proration_behavior: 'none' });
  if (same) return reply(deps, userId, now, `Your scheduled change was cancelled: you stay on ${offer.plan.name}.`);
  return reply(deps, userId, live.currentPeriodEnd, `Your plan changes to ${offer.plan.name} (${offer.period}) on ${day(live.currentPeriodEnd)}. You keep ${planFor(live.tier).name} until then.`);
}

/** Cancellation takes effect at the period end, then the account is on Free (spec §1). */
export async function cancelSubscription(deps: CheckoutDeps, userId: string, now = new Date()): Promise<PlanChangeReply> {
  const live = await requireLive(deps, userId);
  const name = planFor(live.tier).name;
  const late = live.billingPeriod === 'annual' && live.currentPeriodEnd.getTime() - now.getTime() < ANNUAL_CANCEL_NOTICE_MS;
  if (late) {
    // Too close to renewal: the coming renewal still happens, and the plan ends one year later.
    const end = addMonthsUtc(live.currentPeriodEnd, 12);
    await updateAtProvider(deps, live, { cancel_at: Math.floor(end.getTime() / 1000) });
    return reply(
      deps,
      userId,
      end,
      `Annual plans must be cancelled at least 24 hours before renewal, so this cancellation applies after the coming renewal on ${day(live.currentPeriodEnd)}. Your ${name} plan ends on ${day(end)}, then you move to Free.`,
    );
  }
  await updateAtProvider(deps, live, { cancel_at_period_end: true });
  return reply(deps, userId, live.currentPeriodEnd, `Your ${name} plan ends on ${day(live.currentPeriodEnd)}. You keep it until then, then you move to Free.`);
}

export async function resumeSubscription(deps: CheckoutDeps, userId: string, now = new Date()): Promise<PlanChangeReply> {
  const live = await requireLive(deps, userId);
  if (!live.cancelAtPeriodEnd && !live.cancelAt) throw errors.nothingToResume();
  await updateAtProvider(deps, live, { cancel_at_period_end: false, cancel_at: '' });
  return reply(deps, userId, now, `Your ${planFor(live.tier).name} plan will renew on ${day(live.currentPeriodEnd)}.`);
}

/** The provider's own customer portal (cards, invoices), for production; the sandbox has a small one. */
export async function portalSession(deps: CheckoutDeps, userId: string): Promise<ProviderRedirect> {
  const customer = await findCustomerId(deps.db, userId);
  if (!customer) throw errors.noSubscription();
  const session = await callProvider(deps.log, 'create portal session', () => deps.provider.stripe.billingPortal.sessions.create({ customer, return_url: `${deps.publicUrl}/billing` }));
  return { url: session.url };
}
