import type { DashboardMetrics, DashboardStats } from '@droidforge/contracts';

const GB = 1024 ** 3;
const num = (n: number) => n.toLocaleString('en-US');
const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Spec §2 Admin dashboard cards, in order, with their labels. */
export function statCards(s: DashboardStats) {
  return [
    { key: 'users', label: 'Total Users', value: num(s.users.total), sub: `+${num(s.users.newLast7Days)} this week` },
    { key: 'projects', label: 'Total Projects', value: num(s.projects.total), sub: `+${num(s.projects.newLast7Days)} this week` },
    { key: 'ok', label: 'Successful Builds', value: num(s.builds.successful), sub: `${s.builds.successRate}% success rate` },
    { key: 'failed', label: 'Failed Builds', value: num(s.builds.failed), sub: `${num(s.builds.total)} total builds` },
    { key: 'mrr', label: 'MRR', value: usd(s.subscriptions.mrr), sub: `${usd(s.subscriptions.arr)} ARR` },
    { key: 'subs', label: 'Active Subscriptions', value: num(s.subscriptions.active), sub: 'Paying customers' },
  ] as const;
}

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  return `${days}d ${hours}h`;
}

export function metricRows(m: DashboardMetrics) {
  return [
    { label: 'Uptime', value: formatUptime(m.system.uptime) },
    { label: 'CPU load', value: (m.system.cpu.loadAvg[0] ?? 0).toFixed(2) },
    { label: 'Memory usage', value: `${m.system.memory.usagePercent}% (${(m.system.memory.used / GB).toFixed(1)} / ${(m.system.memory.total / GB).toFixed(1)} GB)` },
    { label: 'Database', value: `${m.database.status === 'connected' ? 'Connected' : 'Error'}${m.database.latency === null ? '' : ` (${m.database.latency} ms)`}` },
  ];
}

/** Users by Subscription Tier: count and share of all users (one decimal). */
export function tierShares(s: DashboardStats) {
  const total = s.users.byTier.reduce((sum, t) => sum + t.count, 0);
  return s.users.byTier.map((t) => ({ tier: t.subscription_tier, count: t.count, percent: total ? Math.round((t.count / total) * 1000) / 10 : 0 }));
}
