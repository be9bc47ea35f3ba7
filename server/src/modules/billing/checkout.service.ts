import { createHash } from 'node:crypto';
import { type BillingPeriod, type CheckoutStatus, type PlanOffer, type ProviderRedirect, TIERS, planFor, planOffers } from '@droidforge/contracts';
import { errors } from '../../errors';
import { getCredits } from '../credits/credits.service';
import { findCheckout, findCustomerId, findLiveSubscription, findOpenCheckout, insertCheckout, saveCustomer, setCheckoutStatus } from './billing.queries';
import { type FulfilDeps, fulfilSubscription } from './fulfilment';
import { callProvider } from './provider';

export interface CheckoutDeps extends FulfilDeps {
  publicUrl: string;
}

export interface BillingUser {
  id: string;
  email: string;
  name: string;
}

/** The catalogue offer for a tier and period, or the stable 400 that says why it cannot be bought. */
export function resolveOffer(tier: string, period: BillingPeriod): PlanOffer {
  if (!(TIERS as readonly string[]).includes(tier)) throw errors.unknownPlan(tier);
  if (tier === 'free') throw errors.planNotAvailable('The Free plan needs no checkout: every account starts on it.');
  const offer = planOffers().find((o) => o.tier === tier && o.period === period);
  if (!offer) throw errors.planNotAvailable(`${planFor(tier as PlanOffer['tier']).name} is billed monthly only; choose monthly billing.`);
  return offer;
}

/** One checkout at a time per user in this process; the database check below covers other tabs. */
const inFlight = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  while (inFlight.has(key)) await inFlight.get(key)!.catch(() => undefined);
  const p = fn();
  inFlight.set(key, p);
  try {
    return await p;
  } finally {
    inFlight.delete(key);
  }
}

/**
 * POST /api/billing/create-checkout-session. A double click or a second tab gets the same open
 * session; provider calls carry idempotency keys so a retried request cannot make a second one.
 * Nothing is recorded unless the provider answered.
 */
export async function createCheckout(deps: CheckoutDeps, user: BillingUser, tier: string, period: BillingPeriod, now = new Date()): Promise<ProviderRedirect> {
  const offer = resolveOffer(tier, period);
  const live = await findLiveSubscription(deps.db, user.id);
  if (live) {
    if (live.tier === offer.tier && live.billingPeriod === offer.period) throw errors.planAlreadyActive(offer.plan.name);
    throw errors.subscriptionExists(planFor(live.tier).name);
  }
  return oneAtATime(user.id, async () => {
    const open = await findOpenCheckout(deps.db, user.id, offer.tier, offer.period, now);
    if (open) return { url: open.url };
    const { stripe } = deps.provider;
    const customerId =
      (await findCustomerId(deps.db, user.id)) ??
      (await callProvider(deps.log, 'create customer', () =>
        stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` }),
      )).id;
    // Same user, plan and ten-minute window → the same key → the provider answers the same session.
    const window = Math.floor(now.getTime() / 600_000);
    const key = createHash('sha256').update(`checkout:${user.id}:${offer.tier}:${offer.period}:${window}`).digest('hex').slice(0, 40);
    const session = await callProvider(deps.log, 'create checkout session', () =>
      stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: customerId,
          client_reference_id: user.id,
          line_items: [{ price: deps.provider.priceFor(offer.tier, offer.period), quantity: 1 }],
          success_url: `${deps.publicUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${deps.publicUrl}/billing/cancelled`,
          metadata: { userId: user.id, tier: offer.tier, billingPeriod: offer.period },
          subscription_data: { metadata: { userId: user.id } },
        },
        { idempotencyKey: key },
      ),
    );
    if (!session.url) throw errors.paymentProviderUnavailable('The payment provider did not return a checkout page. Nothing was charged; please try again.');
    await deps.db.transaction(async (tx) => {
      await saveCustomer(tx, user.id, customerId);
      await insertCheckout(tx, { id: session.id, userId: user.id, tier: offer.tier, billingPeriod: offer.period, url: session.url!, expiresAt: new Date(session.expires_at * 1000) });
    });
    return { url: session.url };
  });
}

/**
 * GET /api/billing/checkout-session/:id: the success page asks until the plan is active. A paid
 * session is fulfilled here too (the webhook may be late or lost), by the same idempotent function.
 */
export async function checkoutStatus(deps: CheckoutDeps, userId: string, sessionId: string): Promise<CheckoutStatus> {
  const row = await findCheckout(deps.db, sessionId);
  if (!row || row.userId !== userId) throw errors.notFound('Checkout session');
  const session = await callProvider(deps.log, 'retrieve checkout session', () => deps.provider.stripe.checkout.sessions.retrieve(sessionId));
  const status: CheckoutStatus['status'] = session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  if (status !== row.status) await setCheckoutStatus(deps.db, row.id, status);
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  if (status === 'complete' && session.payment_status === 'paid' && subscriptionId) await fulfilSubscription(deps, subscriptionId);
  const live = await findLiveSubscription(deps.db, userId);
  const fulfilled = Boolean(live && subscriptionId && live.providerSubscriptionId === subscriptionId);
  return { status, fulfilled, tier: live?.tier ?? 'free', credits: await getCredits(deps.db, userId) };
}
