import { MESSAGES } from '@droidforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { dismissCookieBanner, jsonResponse, mockApi, renderApp, signInAs } from '../../testing/render-app';
import { checkoutNavigator } from '../../api/use-subscribe';

function planCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

describe('pricing page', () => {
  beforeEach(dismissCookieBanner);

  test('shows four plans with monthly prices first', async () => {
    renderApp('/pricing');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['plan-free', 'plan-starter', 'plan-pro', 'plan-business']);
    expect(within(planCard('Pro')).getByText('$29')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('/month')).toBeTruthy();
    expect(within(planCard('Business')).getByText('$99')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('switches to annual prices, keeps Starter monthly, and switches back', async () => {
    renderApp('/pricing');
    const annual = await screen.findByRole('button', { name: /Annual/ });
    expect(within(annual).getByText('Save 2 months!')).toBeTruthy();

    fireEvent.click(annual);

    expect(annual.getAttribute('aria-pressed')).toBe('true');
    expect(within(planCard('Pro')).getByText('$290')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('/year')).toBeTruthy();
    expect(within(planCard('Business')).getByText('$990')).toBeTruthy();
    expect(within(planCard('Starter')).getByText('$9')).toBeTruthy();
    expect(within(planCard('Starter')).getByText('Monthly billing only')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(within(planCard('Pro')).getByText('$29')).toBeTruthy();
  });

  test('shows and hides the detailed comparison table', async () => {
    renderApp('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Show Detailed Comparison' }));
    const table = screen.getByRole('table', { name: 'Detailed plan comparison' });
    expect(within(table).getByRole('rowheader', { name: 'Credits' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Detailed Comparison' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('asks a visitor without a token to log in before subscribing', async () => {
    const { router } = renderApp('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(MESSAGES.checkoutNeedsLogin)).toBeTruthy();
  });

  test('sends a signed-in user to the checkout page once, however often Subscribe is clicked', async () => {
    signInAs();
    const assign = vi.spyOn(checkoutNavigator, 'assign').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const fetchMock = mockApi({
      'POST /api/billing/create-checkout-session': async (_url, init) => {
        expect(JSON.parse(String(init.body))).toEqual({ tier: 'business', billingPeriod: 'annual' });
        await new Promise<void>((r) => (release = r));
        return jsonResponse(200, { url: 'http://127.0.0.1:9/checkout/cs_test_1' });
      },
    });
    renderApp('/packages');
    fireEvent.click(await screen.findByRole('button', { name: /Annual/ }));
    const button = screen.getByRole('button', { name: 'Subscribe to Business' });
    fireEvent.click(button);
    fireEvent.click(button);
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/checkout/cs_test_1'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    assign.mockRestore();
  });

  test("says 'Failed to start subscription. Please try again.' when checkout cannot start", async () => {
    signInAs();
    mockApi({ 'POST /api/billing/create-checkout-session': () => Promise.reject(new TypeError('network down')) });
    const { router } = renderApp('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    expect(await screen.findByText(MESSAGES.checkoutFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Subscribe to Pro' })).toBeTruthy();
  });
});
