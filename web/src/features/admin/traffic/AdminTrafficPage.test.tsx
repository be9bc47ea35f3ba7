import type { BlacklistEntry, TrafficLogEntry, TrafficStatsReply } from '@droidforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../../testing/render-app';

const admin = makeUser({ role: 'admin', name: 'Grace Operator' });
const LONG = '/api/generate/project/0b7c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e/versions';

function stats(total: number): TrafficStatsReply {
  return {
    timeframe: '24h',
    stats: {
      totalRequests: total,
      uniqueIps: 4,
      botRequests: 2,
      suspiciousRequests: 3,
      humanRequests: 1,
      avgResponseTime: 12,
      topCountries: [{ country: 'US', count: 4 }, { country: 'GB', count: 2 }, { country: 'DE', count: 1 }],
    },
    requestsPerHour: [{ hour: '2026-01-02T10:00:00Z', count: total }],
    topEndpoints: [{ endpoint: '/api/health', count: 5 }],
    statusCodes: [{ status_code: 200, count: 6 }],
  };
}

function entry(over: Partial<TrafficLogEntry>): TrafficLogEntry {
  return {
    id: 1,
    created_at: '2026-01-02T10:00:00.000Z',
    ip_address: '203.0.113.9',
    method: 'GET',
    endpoint: '/api/health',
    status_code: 200,
    response_time: 3,
    user_agent: 'Mozilla/5.0',
    is_bot: false,
    bot_name: null,
    is_suspicious: false,
    suspicious_reason: null,
    city: 'London',
    country: 'GB',
    ...over,
  };
}

const scanner = entry({ id: 2, endpoint: '/wp-login.php', status_code: 404, is_suspicious: true, suspicious_reason: 'scanner_path' });

describe('admin traffic analyzer', () => {
  beforeAll(() => import('../AdminTrafficPage'), 30_000);
  beforeEach(() => {
    dismissCookieBanner();
    signInAs(admin);
  });
  afterEach(() => vi.restoreAllMocks());

  const api = (over: Record<string, (url: string, init: RequestInit) => Response | Promise<Response>> = {}) => {
    let blacklist: BlacklistEntry[] = [];
    return mockApi({
      '/api/auth/me': () => jsonResponse(200, { user: admin }),
      '/api/analytics/stats': () => jsonResponse(200, stats(7)),
      '/api/analytics/realtime': () => jsonResponse(200, { traffic: [entry({ id: 3, endpoint: LONG }), scanner] }),
      '/api/analytics/suspicious': () => jsonResponse(200, { suspicious: [scanner] }),
      '/api/analytics/blacklist': () => jsonResponse(200, { blacklist }),
      'POST /api/analytics/blacklist': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { ip_address: string; reason: string };
        blacklist = [{ id: 1, ip_address: body.ip_address, reason: body.reason, blocked_at: '2026-01-02T10:05:00.000Z', expires_at: null }];
        return jsonResponse(201, { entry: blacklist[0] });
      },
      ...over,
    });
  };

  test('shows the seven stat cards for the last 24 hours with auto-refresh on, and cuts long endpoints to 40 characters', async () => {
    const fetchMock = api();
    renderApp('/admin/traffic');
    const cards = await screen.findByRole('region', { name: 'Traffic statistics' });
    for (const label of ['Total Requests', 'Unique IPs', 'Bot Traffic', 'Suspicious', 'Human Traffic', 'Avg Response Time', 'Top Countries']) {
      expect(within(cards).getByText(label)).toBeTruthy();
    }
    expect(within(cards).getByText('28.6% of requests')).toBeTruthy();
    expect(within(cards).getByText('12 ms')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Timeframe' }) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Last 24 Hours');
    expect(screen.getByRole('switch', { name: /Auto-Refresh/ }).getAttribute('aria-checked')).toBe('true');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/analytics/stats?timeframe=24h');
    const cut = await screen.findByTitle(LONG);
    expect(cut.textContent).toBe(`${LONG.slice(0, 40)}…`);
  });

  test('blocks a suspicious address after the spec confirmation, then lists it under IP Blacklist', async () => {
    const fetchMock = api();
    renderApp('/admin/traffic');
    fireEvent.click(await screen.findByRole('tab', { name: 'Suspicious Traffic' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Block 203.0.113.9' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Block IP 203.0.113.9? This will prevent all requests from this IP.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block IP' }));
    expect(await screen.findByText('IP 203.0.113.9 added to blacklist')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ ip_address: '203.0.113.9', reason: 'Blocked from admin panel - suspicious activity' });
    fireEvent.click(screen.getByRole('tab', { name: 'IP Blacklist' }));
    expect(await screen.findByRole('button', { name: 'Remove 203.0.113.9' })).toBeTruthy();
  });

  test('shows the spec empty states', async () => {
    api({ '/api/analytics/suspicious': () => jsonResponse(200, { suspicious: [] }) });
    renderApp('/admin/traffic');
    fireEvent.click(await screen.findByRole('tab', { name: 'Suspicious Traffic' }));
    expect(await screen.findByText('No suspicious traffic detected')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'IP Blacklist' }));
    expect(await screen.findByText('No IPs in blacklist')).toBeTruthy();
  });

  test('a failed refresh keeps the last figures on screen and says they are stale; an unreachable server is toasted', async () => {
    api({
      '/api/analytics/stats': (url) => (url.includes('7d') ? jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } }) : jsonResponse(200, stats(7))),
      '/api/analytics/realtime': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/admin/traffic');
    expect(await screen.findByText('Failed to fetch analytics data')).toBeTruthy();
    const cards = await screen.findByRole('region', { name: 'Traffic statistics' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Timeframe' }), { target: { value: '7d' } });
    await waitFor(() => expect(screen.getByText('Showing older data')).toBeTruthy());
    expect(within(cards).getByText('7')).toBeTruthy();
  });
});
