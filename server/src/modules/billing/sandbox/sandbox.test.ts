import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOCK_ID } from './sandbox-objects';
import { type SandboxProvider, startSandboxProvider } from './sandbox-server';

const KEY = 'sk_test_sandbox_unit';
const PRICE = { id: 'price_unit_monthly', product: 'prod_unit', nickname: 'Unit (monthly)', unitAmount: 900, currency: 'usd', interval: 'month' as const };

/** The sandbox as the official SDK sees it, over real HTTP on 127.0.0.1. */
describe('sandbox provider through the official stripe SDK', () => {
  let sandbox: SandboxProvider;
  let stripe: Stripe;
  beforeAll(async () => {
    sandbox = await startSandboxProvider({ secretKey: KEY, webhookSecret: 'whsec_unit', prices: [PRICE] });
    stripe = new Stripe(KEY, { host: sandbox.host, port: sandbox.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => sandbox.close());

  async function paidSubscription() {
    const customer = await stripe.customers.create({ email: 'grace@example.com' });
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: PRICE.id, quantity: 1 }], success_url: 'http://app/ok?s={CHECKOUT_SESSION_ID}', cancel_url: 'http://app/no' });
    const res = await fetch(session.url!, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ card: '4242 4242 4242 4242' }) });
    expect(res.headers.get('location')).toBe(`http://app/ok?s=${session.id}`);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    return { customer, session: done, subscription: await stripe.subscriptions.retrieve(done.subscription as string, { expand: ['latest_invoice'] }) };
  }

  test('refuses a wrong API key the way Stripe does', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: sandbox.host, port: sandbox.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrong.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  test('answers an unknown price with resource_missing', async () => {
    const customer = await stripe.customers.create({});
    const err = await stripe.checkout.sessions
      .create({ mode: 'subscription', customer: customer.id, line_items: [{ price: 'price_nope', quantity: 1 }], success_url: 'http://a', cancel_url: 'http://b' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((err as Stripe.errors.StripeError).code).toBe('resource_missing');
  });

  test('replays the first answer to a repeated Idempotency-Key', async () => {
    const a = await stripe.customers.create({ email: 'one@example.com' }, { idempotencyKey: 'same-key-1' });
    const b = await stripe.customers.create({ email: 'two@example.com' }, { idempotencyKey: 'same-key-1' });
    expect(b.id).toBe(a.id);
  });

  test('a paid checkout makes an active subscription with a paid invoice for its period', async () => {
    const { session, subscription } = await paidSubscription();
    expect([session.status, session.payment_status]).toEqual(['complete', 'paid']);
    expect(subscription.status).toBe('active');
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect([invoice.status, invoice.amount_paid, invoice.billing_reason]).toEqual(['paid', 900, 'subscription_create']);
    expect(invoice.lines.data[0]!.period).toEqual({ start: subscription.items.data[0]!.current_period_start, end: subscription.items.data[0]!.current_period_end });
  });

  test('lists the events of a checkout, newest first, and opens a billing-portal session', async () => {
    const { customer } = await paidSubscription();
    const events = await stripe.events.list();
    expect(events.data.slice(0, 3).map((e) => e.type)).toEqual(['invoice.paid', 'customer.subscription.created', 'checkout.session.completed']);
    expect((await stripe.events.retrieve(events.data[0]!.id)).id).toBe(events.data[0]!.id);
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app/billing' });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('TEST MODE');
    expect(page).toContain('Cancel at period end');
  });

  test('the test clock renews a subscription and ends a cancelled one', async () => {
    const { subscription } = await paidSubscription();
    const end = subscription.items.data[0]!.current_period_end;
    await stripe.testHelpers.testClocks.advance(CLOCK_ID, { frozen_time: end + 1 });
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.items.data[0]!.current_period_start).toBe(end);
    expect((renewed.latest_invoice as Stripe.Invoice).billing_reason).toBe('subscription_cycle');
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await stripe.testHelpers.testClocks.advance(CLOCK_ID, { frozen_time: renewed.items.data[0]!.current_period_end + 1 });
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe('canceled');
    expect((await stripe.events.list()).data[0]!.type).toBe('customer.subscription.deleted');
  });
});
