import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from '../../testing/render-app';

describe('dashboard', () => {
  beforeEach(() => {
    dismissCookieBanner();
    signInAs(makeUser({ name: 'Grace Hopper', credits: 500 }));
  });

  test('welcomes the user by name, shows the live credit balance and links to the next steps', async () => {
    mockApi({ '/api/auth/credits': () => jsonResponse(200, { credits: 350 }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeTruthy();
    expect(await screen.findByText('350 credits available')).toBeTruthy();
    expect(useAuthStore.getState().user?.credits).toBe(350);
    const header = screen.getByRole('navigation', { name: 'Account' });
    expect(within(header).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect(within(header).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.getByRole('link', { name: 'Start Building Now' }).getAttribute('href')).toBe('/builder');
    expect(screen.getByRole('link', { name: 'View My Projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  test('logs out on the server, forgets the session and goes to /login', async () => {
    const fetchMock = mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
  });

  test('still signs out locally when the server cannot be reached', async () => {
    mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')),
    });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().token).toBeNull();
  });

  test('has a footer with the product, policy, support and subscription links', async () => {
    mockApi({ '/api/auth/credits': () => jsonResponse(200, { credits: 500 }) });
    renderApp('/dashboard');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = within(footer).getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const href of ['/pricing', '/dashboard', '/builder', '/projects', '/terms', '/privacy', '/refund', '/billing']) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs.some((h) => h?.startsWith('mailto:'))).toBe(true);
  });
});
