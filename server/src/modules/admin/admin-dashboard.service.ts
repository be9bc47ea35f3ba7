import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { type DailyPoint, type DashboardMetrics, type DashboardSeries, type DashboardStats, PLANS, TIERS } from '@droidforge/contracts';
import type { Database, Db } from '../../db/client';
import { databaseAnswers } from '../health/health.queries';
import type { ActiveSubscription, BillingFigures } from './billing-figures';
import { buildCounts, buildsByDay, creditsSpentByDay, generationsByDay, projectCounts, signupsByDay, userCounts } from './admin-dashboard.queries';

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Monthly value of one subscription: an annual plan counts as its yearly price / 12. */
export function monthlyValue(sub: ActiveSubscription): number {
  const plan = PLANS.find((p) => p.tier === sub.tier);
  if (!plan) return 0;
  return sub.period === 'annual' && plan.annualPrice !== null ? plan.annualPrice / 12 : plan.price;
}

export async function dashboardStats(db: Db, billing: BillingFigures, now = new Date()): Promise<DashboardStats> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [u, p, b, subs] = await Promise.all([userCounts(db, weekAgo), projectCounts(db, weekAgo), buildCounts(db), billing.activeSubscriptions(db, now)]);
  const paying = subs.filter((s) => monthlyValue(s) > 0);
  const monthly = paying.reduce((sum, s) => sum + monthlyValue(s), 0);
  const finished = b.succeeded + b.failed;
  return {
    users: { total: u.total, newLast7Days: u.recent, byTier: TIERS.map((tier) => ({ subscription_tier: tier, count: u.byTier.get(tier) ?? 0 })) },
    projects: { total: p.total, newLast7Days: p.recent },
    // The rate is over finished builds: queued, running and cancelled ones have no outcome yet.
    builds: { total: b.total, successful: b.succeeded, failed: b.failed, successRate: finished ? Math.round((b.succeeded / finished) * 1000) / 10 : 0 },
    subscriptions: { mrr: round2(monthly), arr: round2(monthly * 12), active: paying.length },
  };
}

export async function dashboardMetrics(database: Database): Promise<DashboardMetrics> {
  const total = os.totalmem();
  const used = total - os.freemem();
  const started = performance.now();
  const answers = await databaseAnswers(database);
  const status: 'connected' | 'error' = answers ? 'connected' : 'error';
  const latency = answers ? Math.round((performance.now() - started) * 10) / 10 : null;
  return {
    system: {
      uptime: Math.floor(process.uptime()),
      cpu: { loadAvg: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      memory: { used, total, usagePercent: Math.round((used / total) * 1000) / 10 },
    },
    database: { status, latency },
  };
}

/** The last 30 UTC days, oldest first, today included; days without activity are zeros. */
export async function dashboardSeries(db: Db, billing: BillingFigures, now = new Date()): Promise<DashboardSeries> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - 29 * DAY_MS);
  const [signups, generations, ok, failed, spent, revenue] = await Promise.all([
    signupsByDay(db, since),
    generationsByDay(db, since),
    buildsByDay(db, since, 'succeeded'),
    buildsByDay(db, since, 'failed'),
    creditsSpentByDay(db, since),
    billing.revenueByDay(db, since),
  ]);
  const days: DailyPoint[] = [];
  for (let i = 0; i < 30; i += 1) {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    days.push({
      date,
      signups: signups[date] ?? 0,
      generations: generations[date] ?? 0,
      buildsOk: ok[date] ?? 0,
      buildsFailed: failed[date] ?? 0,
      creditsSpent: spent[date] ?? 0,
      revenue: round2(revenue[date] ?? 0),
    });
  }
  return { days };
}
