import { MESSAGES } from '@droidforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { dismissCookieBanner, jsonResponse, mockApi, renderApp } from '../../testing/render-app';
import { expectSessionOpensDashboard } from './testing/session-reply';

async function submitLogin(email = 'ada@example.com', password = 'correct-horse') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

const unverified = {
  error: { code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email address before logging in.' },
  requiresVerification: true,
  email: 'ada@example.com',
};

describe('login page', () => {
  beforeEach(dismissCookieBanner);

  test('signs in and opens the dashboard', async () => {
    await expectSessionOpensDashboard('/login', 'POST /api/auth/login', 200, 'tok.en', submitLogin);
    expect(useAuthStore.getState().token).toBe('tok.en');
  });

  test('shows the server message in a yellow box with a resend button when the email is unverified', async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse(403, unverified) });
    renderApp('/login');
    await submitLogin();
    const message = await screen.findByText(unverified.error.message);
    const box = message.closest('[data-tone="warning"]') as HTMLElement;
    expect(box.className).toContain('bg-yellow-50');
    expect(within(box).getByRole('button', { name: 'Resend Verification Email' })).toBeTruthy();
    expect(useAuthStore.getState().token).toBeNull();
  });

  test('resends the verification email to the address the server named', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': () => jsonResponse(403, unverified),
      'POST /api/auth/resend-verification': () => jsonResponse(200, { message: 'If the account exists, a new link is on its way.' }),
    });
    renderApp('/login');
    await submitLogin('ADA@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('If the account exists, a new link is on its way.')).toBeTruthy();
    const resendCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/resend-verification'));
    expect(JSON.parse(String(resendCall?.[1]?.body))).toEqual({ email: 'ada@example.com' });
  });

  test('shows the resend failure message when resending fails', async () => {
    mockApi({
      'POST /api/auth/login': () => jsonResponse(403, unverified),
      'POST /api/auth/resend-verification': () => Promise.reject(new TypeError('offline')),
    });
    renderApp('/login');
    await submitLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(MESSAGES.resendVerificationFailed)).toBeTruthy();
  });

  test('shows the server error for wrong credentials and stays on /login', async () => {
    mockApi({ 'POST /api/auth/login': () => jsonResponse(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }) });
    const { router } = renderApp('/login');
    await submitLogin();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
  });

  test('falls back to "Login failed" when the server gives no message', async () => {
    mockApi({ 'POST /api/auth/login': () => new Response('bad gateway', { status: 502 }) });
    renderApp('/login');
    await submitLogin();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MESSAGES.loginFailed));
  });
});
