import type { BillingOverview } from '@droidforge/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../testing/render-app';

const proMonthly: BillingOverview = {
  tier: 'pro',
  credits: 18_500,
  nextCreditReset: '2026-12-24T06:00:00.000Z',
  subscription: {
    tier: 'pro',
    billingPeriod: 'monthly',
    status: 'active',
    currentPeriodStart: '2026-11-24T06:00:00.000Z',
    currentPeriodEnd: '2026-12-24T06:00:00.000Z',
    cancelAtPeriodEnd: false,
    cancelAt: null,
    scheduledTier: null,
    scheduledPeriod: null,
  },
  payments: [{ id: 1, tier: 'pro', billingPeriod: 'monthly', amount: 2900, currency: 'usd', periodStart: '2026-11-24T06:00:00.000Z', periodEnd: '2026-12-24T06:00:00.000Z', paidAt: '2026-11-24T06:00:00.000Z' }],
  portalAvailable: true,
};

describe('Plan & billing', () => {
  beforeEach(() => {
    dismissCookieBanner();
    signInAs(makeUser({ subscription_tier: 'pro', credits: 18_500 }));
  });

  test('shows plan, period, renewal date, credits, next reset and payment history', async () => {
    mockApi({ '/api/billing': () => jsonResponse(200, proMonthly) });
    renderApp('/billing');
    expect(await screen.findByTestId('current-plan')).toHaveProperty('textContent', 'Pro (monthly)');
    expect(screen.getByText('Renews on').nextSibling).toHaveProperty('textContent', 'December 24, 2026');
    expect(screen.getByText('18,500 credits')).toBeTruthy();
    expect(screen.getByText('December 24, 2026 (to 20,000 credits, no rollover)')).toBeTruthy();
    const history = screen.getByRole('table');
    expect(within(history).getByText('$29.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Business (monthly)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch to Starter (monthly)' })).toBeTruthy();
  });

  test('cancels at period end after confirming, then offers Resume', async () => {
    const ending = { ...proMonthly, nextCreditReset: null, subscription: { ...proMonthly.subscription!, cancelAtPeriodEnd: true } };
    const fetchMock = mockApi({
      '/api/billing': () => jsonResponse(200, proMonthly),
      'POST /api/billing/cancel': () => jsonResponse(200, { overview: ending, effectiveAt: ending.subscription.currentPeriodEnd, message: 'Your Pro plan ends on December 24, 2026.' }),
    });
    vi.stubGlobal('confirm', () => true);
    renderApp('/billing');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.getByText('Ends on')).toBeTruthy();
    expect(screen.getByText(/is cancelled and ends on December 24, 2026; after that your account is on Free/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/billing/cancel' && init?.method === 'POST')).toBe(true);
  });

  test('a Free user is offered the paid plans', async () => {
    useAuthStore.getState().signIn(makeUser(), 'session.secret');
    mockApi({ '/api/billing': () => jsonResponse(200, { tier: 'free', credits: 500, nextCreditReset: null, subscription: null, payments: [], portalAvailable: false }) });
    renderApp('/billing');
    expect(await screen.findByRole('button', { name: 'Upgrade to Starter (monthly)' })).toBeTruthy();
    expect(screen.getByText('No payments yet.')).toBeTruthy();
  });
});

describe('checkout return pages', () => {
  beforeEach(dismissCookieBanner);

  test('the success page says "Activating your plan…" until fulfilled, then shows the plan and credits', async () => {
    signInAs();
    let calls = 0;
    mockApi({
      '/api/billing/checkout-session/cs_test_1': () => {
        calls += 1;
        return jsonResponse(200, calls === 1 ? { status: 'complete', fulfilled: false, tier: 'free', credits: 500 } : { status: 'complete', fulfilled: true, tier: 'starter', credits: 5000 });
      },
      '/api/billing': () => jsonResponse(200, { tier: 'starter', credits: 5000, nextCreditReset: null, subscription: null, payments: [], portalAvailable: true }),
    });
    renderApp('/billing/success?session_id=cs_test_1');
    expect(await screen.findByText('Activating your plan…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'You are on the Starter plan' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('activated-credits').textContent).toBe('You have 5,000 credits.');
    expect(useAuthStore.getState().user).toMatchObject({ subscription_tier: 'starter', credits: 5000 });
  });

  test('the cancelled page says nothing was charged', async () => {
    renderApp('/billing/cancelled');
    expect(await screen.findByRole('heading', { name: 'Checkout cancelled' })).toBeTruthy();
    expect(screen.getByText(/Nothing was charged/)).toBeTruthy();
  });
});
