import { describe, expect, test } from 'vitest';
import { DashboardMetricsSchema, DashboardStatsSchema } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { builds, creditLedger, payments, subscriptions, users } from '../../db/schema';
import { useTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { seedProject, seedUser, signedIn } from './testing/admin-test-kit';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** Subscriptions as billing stores them: Pro monthly and annual, Business annual, Starter monthly; one cancelled. */
async function seedBilling(db: Db, userId: string) {
  const now = new Date();
  const later = new Date(now.getTime() + 30 * DAY);
  const sub = (i: number, tier: 'starter' | 'pro' | 'business', billingPeriod: 'monthly' | 'annual', status = 'active') => ({
    userId,
    providerSubscriptionId: `sub_${i}_${now.getTime()}`,
    providerCustomerId: 'cus_1',
    tier,
    billingPeriod,
    status,
    currentPeriodStart: now,
    currentPeriodEnd: later,
    usagePeriodStart: now,
  });
  await db.insert(subscriptions).values([sub(1, 'pro', 'monthly'), sub(2, 'pro', 'annual'), sub(3, 'business', 'annual'), sub(4, 'starter', 'monthly'), sub(5, 'business', 'monthly', 'canceled')]);
  const pay = (i: number, amount: number, currency = 'usd') => ({ userId, providerInvoiceId: `in_${i}_${now.getTime()}`, tier: 'pro' as const, billingPeriod: 'monthly' as const, amount, currency, periodStart: now, periodEnd: later, paidAt: now });
  await db.insert(payments).values([pay(1, 2900), pay(2, 29000), pay(3, 5000, 'eur')]);
}

describe.each(testDatabaseKinds())('admin dashboard on $name', (kind) => {
  // An app of its own, so the counts below are exactly what this file seeds; the series test
  // also reads the builds and projects the stats test seeded (tests in a file run in order).
  const t = useTestApp(kind);

  test('stats count users across tiers and weeks, projects, builds ok/failed, and subscriptions (annual as price/12)', async () => {
    const { app } = t;
    const admin = await signedIn(app, 'admin'); // free, today
    const old = await seedUser(app.db, { tier: 'pro', createdAt: daysAgo(20) });
    await seedBilling(app.db, old.id);
    await seedUser(app.db, { tier: 'pro', createdAt: daysAgo(3) });
    await seedUser(app.db, { tier: 'business', createdAt: daysAgo(10) });
    await seedUser(app.db, { tier: 'starter', createdAt: daysAgo(6) });
    // A deleted account counts nowhere.
    await app.db.insert(users).values({ email: 'gone@deleted.invalid', name: 'x', passwordHash: '!', tier: 'pro', deletedAt: new Date() });
    const p1 = await seedProject(app.db, old.id, { createdAt: daysAgo(15) });
    const p2 = await seedProject(app.db, old.id, { createdAt: daysAgo(1) });
    await app.db.insert(builds).values([
      { projectId: p1.id, versionN: 1, userId: old.id, status: 'succeeded', finishedAt: daysAgo(14) },
      { projectId: p1.id, versionN: 1, userId: old.id, status: 'succeeded', finishedAt: daysAgo(1) },
      { projectId: p1.id, versionN: 1, userId: old.id, status: 'succeeded', finishedAt: new Date() },
      { projectId: p2.id, versionN: 1, userId: old.id, status: 'failed', finishedAt: new Date() },
      { projectId: p2.id, versionN: 1, userId: old.id, status: 'queued' },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const stats = DashboardStatsSchema.strict().parse(res.json());
    expect(stats).toEqual({
      users: {
        total: 5,
        newLast7Days: 3,
        byTier: [
          { subscription_tier: 'free', count: 1 },
          { subscription_tier: 'starter', count: 1 },
          { subscription_tier: 'pro', count: 2 },
          { subscription_tier: 'business', count: 1 },
        ],
      },
      projects: { total: 2, newLast7Days: 1 },
      builds: { total: 5, successful: 3, failed: 1, successRate: 75 },
      // 29 + 290/12 + 990/12 + 9 = 144.67 a month
      subscriptions: { mrr: 144.67, arr: 1736, active: 4 },
    });
  });

  test('metrics report uptime, load, memory and a timed database round trip in the spec shape', async () => {
    const admin = await signedIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/metrics', headers: admin.headers });
    const metrics = DashboardMetricsSchema.parse(res.json());
    expect(metrics.database.status).toBe('connected');
    expect(metrics.database.latency).toBeGreaterThanOrEqual(0);
    expect(metrics.system.cpu.loadAvg).toHaveLength(3);
    expect(metrics.system.memory.used).toBeLessThanOrEqual(metrics.system.memory.total);
    expect(metrics.system.memory.usagePercent).toBeCloseTo((metrics.system.memory.used / metrics.system.memory.total) * 100, 0);
  });

  test('the daily series covers 30 days ending today with sign-ups, generations, builds, credits spent and revenue', async () => {
    const { app } = t;
    const admin = await signedIn(app, 'admin');
    const [ledgerUser] = await app.db.select().from(users).limit(1);
    await app.db.insert(creditLedger).values([
      { userId: ledgerUser!.id, delta: -100, balanceAfter: 0, reason: 'generate' },
      { userId: ledgerUser!.id, delta: -50, balanceAfter: 0, reason: 'refine' },
      { userId: ledgerUser!.id, delta: 100, balanceAfter: 0, reason: 'refund' },
      { userId: ledgerUser!.id, delta: 999, balanceAfter: 0, reason: 'admin' },
    ]);
    const { days } = (await app.inject({ method: 'GET', url: '/api/admin/dashboard/series', headers: admin.headers })).json();
    expect(days).toHaveLength(30);
    const today = days[29];
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ buildsOk: 1, buildsFailed: 1, creditsSpent: 50, revenue: 319 });
    expect(today.signups).toBeGreaterThanOrEqual(2);
    expect(days[28].buildsOk).toBe(1);
    expect(days[28].generations).toBe(1);
    expect(days.find((d: { date: string }) => d.date === daysAgo(14).toISOString().slice(0, 10)).buildsOk).toBe(1);
  });
});
