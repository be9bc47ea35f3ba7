import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { type BillingPeriod, type PaidTier, type PlanOffer, offerKey, planOffers } from '@droidforge/contracts';
import type { BillingConfig } from '../../config';
import { errors } from '../../errors';
import { type SandboxProvider, startSandboxProvider } from './sandbox/sandbox-server';

/**
 * The payment provider as billing code sees it: one `stripe` client, the webhook secret and the
 * price book. Whether the client talks to api.stripe.com or to the sandbox on loopback is decided
 * here, once; nothing downstream asks.
 */
export interface BillingProvider {
  stripe: Stripe;
  webhookSecret: string;
  priceFor(tier: PaidTier, period: BillingPeriod): string;
  /** The catalogue offer a provider price id stands for, or null for a price we do not sell. */
  offerForPrice(priceId: string): PlanOffer | null;
  /** Set only for the embedded sandbox: its address, clock and fault switch (wiring and tests). */
  sandbox: SandboxProvider | null;
  close(): Promise<void>;
}

function priceBook(prices: Record<string, string>) {
  const offers = planOffers();
  const byPrice = new Map<string, PlanOffer>();
  for (const o of offers) {
    const id = prices[offerKey(o.tier, o.period)];
    if (id) byPrice.set(id, o);
  }
  return {
    priceFor: (tier: PaidTier, period: BillingPeriod) => {
      const id = prices[offerKey(tier, period)];
      if (!id) throw new Error(`no price configured for ${offerKey(tier, period)}`);
      return id;
    },
    offerForPrice: (priceId: string) => byPrice.get(priceId) ?? null,
  };
}

export async function openBillingProvider(config: BillingConfig, log: { warn(obj: object, msg: string): void }): Promise<BillingProvider> {
  const common = { timeout: config.timeoutMs, maxNetworkRetries: 1, appInfo: { name: 'Droidforge' } };
  if (config.stripe) {
    const stripe = new Stripe(config.stripe.secretKey, common);
    return { stripe, webhookSecret: config.stripe.webhookSecret, ...priceBook(config.stripe.prices), sandbox: null, close: async () => undefined };
  }
  if (!config.sandbox) return disabledProvider(log);
  const secretKey = `sk_test_sandbox${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_sandbox${randomBytes(16).toString('hex')}`;
  const offers = planOffers();
  const prices = Object.fromEntries(offers.map((o) => [offerKey(o.tier, o.period), `price_sandbox_${offerKey(o.tier, o.period)}`]));
  const sandbox = await startSandboxProvider({
    secretKey,
    webhookSecret,
    stateFile: config.sandboxStateFile,
    log,
    prices: offers.map((o) => ({
      id: prices[offerKey(o.tier, o.period)]!,
      product: `prod_sandbox_${o.tier}`,
      nickname: `Droidforge ${o.plan.name} (${o.period})`,
      unitAmount: o.amount,
      currency: 'usd',
      interval: o.period === 'annual' ? 'year' : 'month',
    })),
  });
  const stripe = new Stripe(secretKey, { ...common, host: sandbox.host, port: sandbox.port, protocol: 'http' });
  return { stripe, webhookSecret, ...priceBook(prices), sandbox, close: () => sandbox.close() };
}

/**
 * Runs one provider call. Timeouts, connection failures, 5xx answers and refusals become a 502
 * with a clear message; the caller records nothing unless this returns.
 */
export async function callProvider<T>(log: { error(obj: object, msg: string): void }, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    // (An AppError, e.g. from a provider that is not configured, passes through as it is.)
    log.error({ err: { type: err.type, code: err.code, status: err.statusCode, message: err.message } }, `payment provider: ${what} failed`);
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      throw errors.paymentProviderUnavailable('The payment provider refused the request; our billing setup may be incomplete. Nothing was charged. Please try again later or contact support.');
    }
    throw errors.paymentProviderUnavailable();
  }
}

/** Production without Stripe keys: every provider call is a 502 that says payments are not set up. */
function disabledProvider(log: { warn(obj: object, msg: string): void }): BillingProvider {
  log.warn({}, 'payments are not configured: set STRIPE_SECRET_KEY and friends (checkout answers 502 until then)');
  const off = () => {
    throw errors.paymentProviderUnavailable('Payments are not set up on this server yet, so nothing can be charged. Please contact support.');
  };
  return {
    get stripe(): Stripe {
      return off();
    },
    webhookSecret: '',
    priceFor: off,
    offerForPrice: () => null,
    sandbox: null,
    close: async () => undefined,
  };
}
