import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { checkoutSessions, creditLedger, payments, subscriptions, users } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { bearer, signUp } from '../../testing/users';
import { payAtCheckout, startCheckout, subscribedUser, useBillingTestApp } from './testing/billing-test-app';

describe.each(testDatabaseKinds())('checkout and fulfilment on $name', (kind) => {
  const t = useBillingTestApp(kind);
  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

  test('checkout, paying with 4242 and the webhook make the user Starter with 5,000 credits', async () => {
    const user = await signUp(t.app);
    const res = await startCheckout(t.app, user.token, 'starter');
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/);
    const page = await (await fetch(url)).text();
    expect(page).toContain('TEST MODE');

    const paid = await payAtCheckout(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/billing\/success\?session_id=cs_test_/);

    const row = await userRow(user.user.id);
    expect(row.tier).toBe('starter');
    expect(row.credits).toBe(5000);
    const ledger = await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, user.user.id));
    expect(ledger.filter((l) => l.reason === 'reset')).toHaveLength(1);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.userId, user.user.id));
    expect(payment).toMatchObject({ tier: 'starter', billingPeriod: 'monthly', amount: 900, currency: 'usd' });
    const [sub] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(sub).toMatchObject({ tier: 'starter', billingPeriod: 'monthly', status: 'active', cancelAtPeriodEnd: false });
  });

  test('a declined card shows a clear message and leaves the user on Free', async () => {
    const user = await signUp(t.app);
    const { url } = (await startCheckout(t.app, user.token, 'pro')).json();
    const declined = await payAtCheckout(url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const row = await userRow(user.user.id);
    expect(row.tier).toBe('free');
    expect(row.credits).toBe(500);
    expect(await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id))).toHaveLength(0);
  });

  test('the success page reports the plan once fulfilled', async () => {
    const user = await subscribedUser(t.app, 'business');
    const res = await t.app.inject({ method: 'GET', url: `/api/billing/checkout-session/${user.sessionId}`, headers: bearer(user.token) });
    expect(res.json()).toEqual({ status: 'complete', fulfilled: true, tier: 'business', credits: 100_000 });
    const other = await signUp(t.app);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/billing/checkout-session/${user.sessionId}`, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(404);
  });

  test('answers 401 signed out and stable 400 codes for Free, an unknown tier and Starter annual', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/billing/create-checkout-session', payload: { tier: 'pro', billingPeriod: 'monthly' } })).statusCode).toBe(401);
    const user = await signUp(t.app);
    const free = await startCheckout(t.app, user.token, 'free');
    expect([free.statusCode, free.json().error.code]).toEqual([400, 'PLAN_NOT_AVAILABLE']);
    const unknown = await startCheckout(t.app, user.token, 'platinum');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([400, 'UNKNOWN_PLAN']);
    const starterAnnual = await startCheckout(t.app, user.token, 'starter', 'annual');
    expect([starterAnnual.statusCode, starterAnnual.json().error.code]).toEqual([400, 'PLAN_NOT_AVAILABLE']);
    expect(await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.user.id))).toHaveLength(0);
  });

  test('answers 409 when that exact plan is already active, and for another plan points to plan changes', async () => {
    const user = await subscribedUser(t.app, 'pro', 'annual');
    const same = await startCheckout(t.app, user.token, 'pro', 'annual');
    expect([same.statusCode, same.json().error.code]).toEqual([409, 'PLAN_ALREADY_ACTIVE']);
    const other = await startCheckout(t.app, user.token, 'business');
    expect([other.statusCode, other.json().error.code, other.json().manageUrl]).toEqual([409, 'SUBSCRIPTION_EXISTS', '/billing']);
  });

  test('a double click and a second tab get one checkout session', async () => {
    const user = await signUp(t.app);
    const [a, b] = await Promise.all([startCheckout(t.app, user.token, 'pro'), startCheckout(t.app, user.token, 'pro')]);
    const c = await startCheckout(t.app, user.token, 'pro');
    expect(a.json().url).toBe(b.json().url);
    expect(c.json().url).toBe(a.json().url);
    expect(await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.user.id))).toHaveLength(1);
    expect(Object.values(t.sandbox.engine.state.sessions).filter((s) => s.clientReferenceId === user.user.id)).toHaveLength(1);
  });

  test('a provider answering 5xx gives 502 with a clear message and records nothing', async () => {
    const user = await signUp(t.app);
    // The SDK retries once, so two failures make the call fail.
    t.sandbox.injectFault({ status: 500, times: 2 });
    const res = await startCheckout(t.app, user.token, 'starter');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(res.json().error.message).toMatch(/Nothing was charged/);
    expect(await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.user.id))).toHaveLength(0);
    expect((await startCheckout(t.app, user.token, 'starter')).statusCode).toBe(200);
  });
});

describe('a payment provider that does not answer in time', () => {
  const t = useBillingTestApp(testDatabaseKinds()[0]!, { overrides: { billing: { stripe: null, sandbox: true, timeoutMs: 300, sandboxStateFile: null } } });

  test('checkout answers 502 with a clear message after the timeout and records nothing', async () => {
    const user = await signUp(t.app);
    t.sandbox.injectFault({ delayMs: 1500, times: 2 });
    const res = await startCheckout(t.app, user.token, 'pro', 'annual');
    expect([res.statusCode, res.json().error.code]).toEqual([502, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(res.json().error.message).toBe('The payment provider is not answering right now. Nothing was charged; please try again in a minute.');
    expect(await t.app.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.user.id))).toHaveLength(0);
  });
});

describe('production without Stripe keys', () => {
  const t = useTestApp(testDatabaseKinds()[0]!, () => ({ env: 'production', smtpUrl: null, requireEmailVerification: false, billing: { stripe: null, sandbox: false, timeoutMs: 1000, sandboxStateFile: null } }));

  test('runs no sandbox and answers checkout with 502 saying payments are not set up', async () => {
    expect(t.app.billing.sandbox).toBeNull();
    const user = await signUp(t.app);
    const res = await startCheckout(t.app, user.token, 'pro');
    expect([res.statusCode, res.json().error.code]).toEqual([502, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(res.json().error.message).toMatch(/^Payments are not set up on this server yet/);
  });
});
