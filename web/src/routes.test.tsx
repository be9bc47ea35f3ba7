import { MESSAGES } from '@droidforge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp, signInAs } from './testing/render-app';

describe('route guard', () => {
  beforeEach(() => {
    dismissCookieBanner();
    mockApi({
      '/api/auth/credits': () => jsonResponse(200, { credits: 480 }),
      '/api/auth/me': () => jsonResponse(200, { user: makeUser() }),
    });
  });

  test.each(['/dashboard', '/builder', '/projects', '/admin', '/admin/users'])('sends a visitor without a stored token from %s to /login', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('redirects / to /dashboard, which shows the welcome for a signed-in user', async () => {
    signInAs(makeUser({ name: 'Grace' }));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Grace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  test('returns the user to the page they first asked for after logging in', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': () => jsonResponse(200, { user: makeUser(), token: 'new.token' }),
      '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
    });
    const { router } = renderApp('/projects');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(fetchMock).toHaveBeenCalled();
  });

  test('signs out and lands on /login when a stored session turns out to be expired', async () => {
    signInAs();
    mockApi({ '/api/auth/credits': () => jsonResponse(401, { error: { code: 'SESSION_EXPIRED', message: 'Your session has expired' } }) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(localStorage.getItem('auth-storage')).toContain('"token":null');
  });

  test('shows the Access Denied panel inside /admin to a signed-in non-admin', async () => {
    signInAs(makeUser({ role: 'user' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.adminAccessDenied)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeTruthy();
  });

  test('opens the admin layout for an admin, titled by the section', async () => {
    const admin = makeUser({ role: 'admin', name: 'Root Admin', email: 'root@example.com' });
    signInAs(admin);
    mockApi({ '/api/auth/me': () => jsonResponse(200, { user: admin }) });
    renderApp('/admin/traffic');
    expect(await screen.findByRole('heading', { name: 'Traffic Analyzer' })).toBeTruthy();
    expect(screen.getByText('root@example.com')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
  });

  test('shows the same pricing screen at /pricing and /packages', async () => {
    renderApp('/packages');
    expect(await screen.findByRole('heading', { level: 1, name: /pricing|plan/i })).toBeTruthy();
  });

  test('shows a Not Found page for unknown addresses', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
