import { MESSAGES } from '@droidforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { dismissCookieBanner, renderApp, signInAs } from '../../test/render-app';
import { CHECKOUT_COMING_SOON } from './use-subscribe';

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

  test('tells a signed-in user that checkout is coming soon', async () => {
    signInAs();
    const { router } = renderApp('/packages');
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to Business' }));
    expect(await screen.findByText(CHECKOUT_COMING_SOON)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/packages');
  });
});
