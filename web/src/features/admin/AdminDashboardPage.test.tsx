import type { DashboardMetrics, DashboardStats } from '@droidforge/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonResponse, makeUser, mockApi, renderApp } from '../../testing/render-app';
import { useAdminScreen } from './testing/admin-screen';

const admin = makeUser({ role: 'admin', name: 'Root Admin', email: 'root@example.com' });
const stats: DashboardStats = {
  users: { total: 10, newLast7Days: 3, byTier: [{ subscription_tier: 'free', count: 6 }, { subscription_tier: 'starter', count: 1 }, { subscription_tier: 'pro', count: 2 }, { subscription_tier: 'business', count: 1 }] },
  projects: { total: 25, newLast7Days: 4 },
  builds: { total: 12, successful: 9, failed: 2, successRate: 81.8 },
  subscriptions: { mrr: 144.67, arr: 1736, active: 4 },
};
const metrics: DashboardMetrics = {
  system: { uptime: 2 * 86_400 + 5 * 3600 + 120, cpu: { loadAvg: [0.42, 0.3, 0.2] }, memory: { used: 4 * 1024 ** 3, total: 16 * 1024 ** 3, usagePercent: 25 } },
  database: { status: 'connected', latency: 1.3 },
};

describe('admin dashboard', () => {
  useAdminScreen(admin, () => import('./AdminDashboardPage'));

  test('shows the spec cards, system metrics and users by tier with percentages', async () => {
    mockApi({
      '/api/auth/me': () => jsonResponse(200, { user: admin }),
      '/api/admin/dashboard/stats': () => jsonResponse(200, stats),
      '/api/admin/dashboard/metrics': () => jsonResponse(200, metrics),
      '/api/admin/dashboard/series': () => jsonResponse(200, { days: [] }),
    });
    renderApp('/admin');
    const card = (name: string) => screen.findByRole('region', { name });
    expect((await card('Total Users')).textContent).toContain('+3 this week');
    expect((await card('Total Projects')).textContent).toContain('+4 this week');
    expect((await card('Successful Builds')).textContent).toContain('81.8% success rate');
    expect((await card('Failed Builds')).textContent).toContain('12 total builds');
    expect((await card('MRR')).textContent).toContain('$144.67');
    expect((await card('MRR')).textContent).toContain('$1,736 ARR');
    expect((await card('Active Subscriptions')).textContent).toContain('Paying customers');
    const system = screen.getByRole('region', { name: 'System Metrics' });
    expect(system.textContent).toContain('2d 5h');
    expect(system.textContent).toContain('0.42');
    expect(system.textContent).toContain('25% (4.0 / 16.0 GB)');
    expect(system.textContent).toContain('Connected (1.3 ms)');
    const tiers = screen.getByRole('region', { name: 'Users by Subscription Tier' });
    expect(within(tiers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Free6 (60%)', 'Starter1 (10%)', 'Pro2 (20%)', 'Business1 (10%)']);
  });

  test('says Failed to load dashboard data with a Retry that loads again', async () => {
    let fail = true;
    mockApi({
      '/api/auth/me': () => jsonResponse(200, { user: admin }),
      '/api/admin/dashboard/stats': () => (fail ? new Response('oops', { status: 500 }) : jsonResponse(200, stats)),
      '/api/admin/dashboard/metrics': () => jsonResponse(200, metrics),
      '/api/admin/dashboard/series': () => jsonResponse(200, { days: [] }),
    });
    renderApp('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load dashboard data');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Total Users' })).toBeTruthy();
  });
});
