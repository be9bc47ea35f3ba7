import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, test } from 'vitest';
import { billingEvents, creditLedger, payments, subscriptions, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { signUp } from '../../testing/users';
import { changeCredits } from '../credits/credits.service';
import { payAtCheckout, startCheckout, subscribedUser, useBillingTestApp } from './testing/billing-test-app';

describe.each(testDatabaseKinds())('payment webhooks on $name', (kind) => {
  const t = useBillingTestApp(kind);
  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const resets = async (id: string) => (await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, id))).filter((l) => l.reason === 'reset');

  /** Pays with webhooks held back, and answers the events the provider would have sent. */
  async function payWithoutWebhooks(tier: string) {
    const user = await signUp(t.app);
    const hook = t.sandbox.engine.webhookUrl;
    const before = t.sandbox.engine.state.events.length;
    t.sandbox.engine.webhookUrl = null;
    try {
      const { url } = (await startCheckout(t.app, user.token, tier)).json();
      expect((await payAtCheckout(url, '4242424242424242')).status).toBe(303);
    } finally {
      t.sandbox.engine.webhookUrl = hook;
    }
    return { user, events: t.sandbox.engine.state.events.slice(before).map((e) => e.id) };
  }

  test('the same events delivered three times, in reverse order, grant the plan once', async () => {
    const { user, events } = await payWithoutWebhooks('pro');
    expect(events).toHaveLength(3);
    expect((await userRow(user.user.id)).tier).toBe('free');
    for (let round = 0; round < 3; round++) {
      for (const id of [...events].reverse()) expect(await t.sandbox.engine.deliver(id)).toBe(true);
    }
    const row = await userRow(user.user.id);
    expect([row.tier, row.credits]).toEqual(['pro', 20_000]);
    expect(await resets(user.user.id)).toHaveLength(1);
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, user.user.id))).toHaveLength(1);
    for (const id of events) expect(await t.app.db.select().from(billingEvents).where(eq(billingEvents.id, id))).toHaveLength(1);
  });

  test('a bad, missing or tampered signature is refused with 400 and changes nothing', async () => {
    const { user, events } = await payWithoutWebhooks('starter');
    const event = t.sandbox.engine.eventObject(events.at(-1)!)!;
    const payload = JSON.stringify(event);
    const signer = new Stripe('sk_test_other');
    const post = (body: string, signature?: string) =>
      t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, payload: body });
    const wrongSecret = await post(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }));
    expect([wrongSecret.statusCode, wrongSecret.json().error.code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    expect((await post(payload)).statusCode).toBe(400);
    const good = signer.webhooks.generateTestHeaderString({ payload, secret: t.app.billing.webhookSecret });
    expect((await post(payload.replace('"invoice.paid"', '"invoice.paid" '), good)).statusCode).toBe(400);
    const row = await userRow(user.user.id);
    expect([row.tier, row.credits]).toEqual(['free', 500]);
    expect(await t.app.db.select().from(billingEvents).where(eq(billingEvents.id, event.id))).toHaveLength(0);
    // The genuine bytes with the genuine signature are taken.
    expect((await post(payload, good)).statusCode).toBe(200);
    expect((await userRow(user.user.id)).tier).toBe('starter');
  });

  test('a subscription of a customer we do not know is acknowledged and ignored', async () => {
    const { stripe } = t.app.billing;
    const customer = await stripe.customers.create({ email: 'stranger@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: t.app.billing.priceFor('pro', 'monthly'), quantity: 1 }],
      success_url: 'http://localhost:3000/billing/success',
      cancel_url: 'http://localhost:3000/billing/cancelled',
    });
    const before = t.sandbox.engine.state.events.length;
    expect((await payAtCheckout(session.url!, '4242424242424242')).status).toBe(303);
    const delivered = t.sandbox.engine.state.events.slice(before);
    expect(delivered.every((e) => e.delivered)).toBe(true);
    expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.providerCustomerId, customer.id))).toHaveLength(0);
  });

  test('a payment of a deleted user is recorded without changing the account', async () => {
    const user = await signUp(t.app);
    const { url } = (await startCheckout(t.app, user.token, 'business')).json();
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.user.id));
    expect((await payAtCheckout(url, '4242424242424242')).status).toBe(303);
    const row = await userRow(user.user.id);
    expect([row.tier, row.credits]).toEqual(['free', 500]);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.userId, user.user.id));
    // Payment records are kept 7 years: even erasing the account row keeps them (without the link).
    await t.app.db.delete(users).where(eq(users.id, user.user.id));
    const [kept] = await t.app.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept).toMatchObject({ userId: null, tier: 'business', amount: 9900, providerInvoiceId: payment!.providerInvoiceId });
  });

  test('replaying a whole paid checkout later grants nothing more', async () => {
    const user = await subscribedUser(t.app, 'starter');
    await changeCredits(t.app.db, { userId: user.user.id, delta: 1234 - 5000, reason: 'generate' });
    for (const e of t.sandbox.engine.state.events.filter((x) => x.delivered).slice(-3)) await t.sandbox.engine.deliver(e.id);
    expect((await userRow(user.user.id)).credits).toBe(1234);
  });
});
