import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { builds, creditLedger, payments, subscriptions, users } from '../../db/schema';
import { addMonthsUtc } from '../../lib/calendar';
import { testDatabaseKinds } from '../../testing/databases';
import { bearer } from '../../testing/users';
import { fakeBuildBackend } from '../builds/testing/build-test-app';
import { changeCredits } from '../credits/credits.service';
import { CREDIT_RESETS_JOB } from './credit-resets';
import { advanceClock, clockNow, isolateSandbox, subscribedUser, useBillingTestApp } from './testing/billing-test-app';

describe.each(testDatabaseKinds())('renewals, resets and period limits on $name', (kind) => {
  const t = useBillingTestApp(kind, { builds: () => fakeBuildBackend() });
  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const resets = async (id: string) => (await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, id))).filter((l) => l.reason === 'reset');
  const subOf = async (id: string) => (await t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0]!;
  const spend = (userId: string, n: number) => changeCredits(t.app.db, { userId, delta: -n, reason: 'generate' });
  beforeEach(() => isolateSandbox(t.sandbox));

  test('a monthly plan renews at the period end: a second payment and credits reset, not rolled over', async () => {
    const user = await subscribedUser(t.app, 'starter');
    await spend(user.user.id, 1200);
    const sub = await subOf(user.user.id);
    await advanceClock(t.app, new Date(sub.currentPeriodEnd.getTime() + 1000));
    expect((await userRow(user.user.id)).credits).toBe(5000);
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, user.user.id))).toHaveLength(2);
    expect(await resets(user.user.id)).toHaveLength(2);
    expect((await subOf(user.user.id)).currentPeriodStart).toEqual(sub.currentPeriodEnd);
  });

  test('cancel at period end keeps the plan until the clock passes the end, then the user is on Free', async () => {
    const user = await subscribedUser(t.app, 'pro');
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Your Pro plan ends on .*, then you move to Free\.$/);
    expect(res.json().overview.subscription).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });
    expect((await userRow(user.user.id)).tier).toBe('pro');
    const sub = await subOf(user.user.id);
    await advanceClock(t.app, new Date(sub.currentPeriodEnd.getTime() + 1000));
    expect((await userRow(user.user.id)).tier).toBe('free');
    expect((await subOf(user.user.id)).status).toBe('canceled');
    const overview = (await t.app.inject({ method: 'GET', url: '/api/billing', headers: bearer(user.token) })).json();
    expect([overview.tier, overview.subscription]).toEqual(['free', null]);
    expect(overview.payments).toHaveLength(1);
  });

  test('annual Pro resets credits every month for twelve months, then renews for another year', async () => {
    const user = await subscribedUser(t.app, 'pro', 'annual');
    const start = (await subOf(user.user.id)).currentPeriodStart;
    for (let month = 1; month <= 11; month++) {
      await spend(user.user.id, 700);
      const now = new Date(addMonthsUtc(start, month).getTime() + 60_000);
      expect(await t.app.scheduler.runNow(CREDIT_RESETS_JOB, { now })).toBe('ran');
      // A second run in the same month, or a second process, grants nothing.
      await t.app.scheduler.runNow(CREDIT_RESETS_JOB, { now });
      expect((await userRow(user.user.id)).credits).toBe(20_000);
      expect((await subOf(user.user.id)).usagePeriodStart).toEqual(addMonthsUtc(start, month));
    }
    expect(await resets(user.user.id)).toHaveLength(12);
    expect((await subOf(user.user.id)).creditsResetAt).toBeNull();
    await spend(user.user.id, 700);
    await advanceClock(t.app, addMonthsUtc(start, 12));
    expect((await userRow(user.user.id)).credits).toBe(20_000);
    expect(await resets(user.user.id)).toHaveLength(13);
    expect((await subOf(user.user.id)).creditsResetAt).toEqual(addMonthsUtc(start, 13));
  });

  test("refuses Starter's 11th build in one billing period and allows it again in the next", async () => {
    const user = await subscribedUser(t.app, 'starter');
    const gen = await t.app.inject({ method: 'POST', url: '/api/generate/app', headers: bearer(user.token), payload: { prompt: 'A counter app with plus and minus buttons' } });
    const projectId = gen.json().projectId as string;
    const build = () => t.app.inject({ method: 'POST', url: `/api/build/apk/${projectId}`, headers: bearer(user.token), payload: {} });
    for (let i = 0; i < 10; i++) {
      const res = await build();
      expect(res.statusCode).toBe(202);
      await t.app.db.update(builds).set({ status: 'succeeded', finishedAt: new Date() }).where(eq(builds.id, res.json().buildId));
    }
    const eleventh = await build();
    expect([eleventh.statusCode, eleventh.json().error.code]).toEqual([402, 'BUILD_LIMIT_REACHED']);
    await advanceClock(t.app, new Date((await subOf(user.user.id)).currentPeriodEnd.getTime() + 1000));
    expect((await build()).statusCode).toBe(202);
  });

  test('an upgrade applies at once with the new credits; a downgrade waits for the renewal', async () => {
    const user = await subscribedUser(t.app, 'starter');
    const up = await t.app.inject({ method: 'POST', url: '/api/billing/change-plan', headers: bearer(user.token), payload: { tier: 'pro', billingPeriod: 'monthly' } });
    expect(up.statusCode).toBe(200);
    expect(up.json().overview).toMatchObject({ tier: 'pro', credits: 20_000 });
    const paid = await t.app.db.select().from(payments).where(eq(payments.userId, user.user.id));
    expect(paid.map((p) => p.tier).sort()).toEqual(['pro', 'starter']);
    expect(paid.find((p) => p.tier === 'pro')!.amount).toBeLessThanOrEqual(2900);

    const down = await t.app.inject({ method: 'POST', url: '/api/billing/change-plan', headers: bearer(user.token), payload: { tier: 'starter', billingPeriod: 'monthly' } });
    expect(down.json().overview).toMatchObject({ tier: 'pro', subscription: { tier: 'pro', scheduledTier: 'starter' } });
    expect(down.json().message).toMatch(/^Your plan changes to Starter \(monthly\) on /);
    expect((await userRow(user.user.id)).tier).toBe('pro');
    await advanceClock(t.app, new Date((await subOf(user.user.id)).currentPeriodEnd.getTime() + 1000));
    const after = await userRow(user.user.id);
    expect([after.tier, after.credits]).toEqual(['starter', 5000]);
    expect((await subOf(user.user.id)).scheduledTier).toBeNull();
  });

  test('cancelling an annual plan less than 24 hours before renewal applies after the coming renewal', async () => {
    const user = await subscribedUser(t.app, 'business', 'annual');
    const sub = await subOf(user.user.id);
    // The server's clock is an hour before renewal; so is the provider's.
    const hourBefore = new Date(sub.currentPeriodEnd.getTime() - 3600_000);
    expect(clockNow(t.sandbox) < hourBefore).toBe(true);
    await advanceClock(t.app, hourBefore);
    const { cancelSubscription } = await import('./plan-changes.service');
    const res = await cancelSubscription({ db: t.app.db, provider: t.app.billing, log: t.app.log, publicUrl: 'http://localhost:3000' }, user.user.id, hourBefore);
    expect(res.message).toMatch(/applies after the coming renewal/);
    await advanceClock(t.app, new Date(sub.currentPeriodEnd.getTime() + 1000));
    expect((await userRow(user.user.id)).tier).toBe('business');
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, user.user.id))).toHaveLength(2);
    await advanceClock(t.app, addMonthsUtc(sub.currentPeriodEnd, 12));
    expect((await userRow(user.user.id)).tier).toBe('free');
  });
});
