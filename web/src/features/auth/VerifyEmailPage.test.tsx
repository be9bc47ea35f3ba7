import { MESSAGES } from '@droidforge/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { dismissCookieBanner, jsonResponse, makeUser, mockApi, renderApp } from '../../testing/render-app';

const expiredReply = (email?: string) => ({
  error: { code: 'VERIFICATION_TOKEN_EXPIRED', message: 'This verification link has expired.' },
  expired: true,
  ...(email === undefined ? {} : { email }),
});

describe('email verification page', () => {
  beforeEach(dismissCookieBanner);

  test('says the link is invalid when there is no token, without calling the server', async () => {
    const fetchMock = mockApi({});
    renderApp('/verify-email');
    expect(await screen.findByText(MESSAGES.invalidVerificationLink)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('shows verifying, then signs in and opens the dashboard two seconds after success', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = mockApi({
      '/api/auth/verify-email/': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/auth/credits': () => jsonResponse(200, { credits: 500 }),
    });
    const { router } = renderApp('/verify-email?token=abc.123');
    expect(await screen.findByRole('heading', { name: 'Verifying your email' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/verify-email/abc.123');

    // Fake timers only from here: Testing Library's findBy polling needs the real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      answer(jsonResponse(200, { message: 'Email verified!', token: 'fresh.token', user: makeUser({ name: 'Ada' }) }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(useAuthStore.getState().token).toBe('fresh.token');

    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(router.state.location.pathname).toBe('/verify-email');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  test('spends the one-time token once even when React mounts the page twice in development', async () => {
    const fetchMock = mockApi({ '/api/auth/verify-email/': () => jsonResponse(400, expiredReply('ada@example.com')) });
    renderApp('/verify-email?token=once', { strict: true });
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/verify-email/'))).toHaveLength(1);
  });

  test('shows the server message for an invalid token', async () => {
    mockApi({ '/api/auth/verify-email/': () => jsonResponse(400, { error: { code: 'VERIFICATION_TOKEN_INVALID', message: 'This link is not valid.' } }) });
    renderApp('/verify-email?token=nope');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText('This link is not valid.')).toBeTruthy();
  });

  test('shows the generic failure when the server cannot be reached', async () => {
    mockApi({ '/api/auth/verify-email/': () => Promise.reject(new TypeError('offline')) });
    renderApp('/verify-email?token=abc');
    expect(await screen.findByText(MESSAGES.verifyEmailFailed)).toBeTruthy();
  });

  test('asks for an address before resending from the error state', async () => {
    const fetchMock = mockApi({ '/api/auth/verify-email/': () => jsonResponse(400, { error: { code: 'VERIFICATION_TOKEN_INVALID', message: 'Bad link' } }) });
    renderApp('/verify-email?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('offers a resend when the link expired, then shows the resent state', async () => {
    const fetchMock = mockApi({
      '/api/auth/verify-email/': () => jsonResponse(400, expiredReply('ada@example.com')),
      'POST /api/auth/resend-verification': () => jsonResponse(200, { message: 'A new verification link has been sent.' }),
    });
    renderApp('/verify-email?token=old');
    expect(await screen.findByRole('heading', { name: 'Link Expired' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('heading', { name: 'Verification Email Sent' })).toBeTruthy();
    expect(screen.getByText('A new verification link has been sent.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ email: 'ada@example.com' });
  });

  test('says the address was not found when an expired link carries no email', async () => {
    mockApi({ '/api/auth/verify-email/': () => jsonResponse(400, expiredReply()) });
    renderApp('/verify-email?token=old');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(MESSAGES.emailNotFound)).toBeTruthy();
  });

  test('shows the resend failure message when resending fails', async () => {
    mockApi({
      '/api/auth/verify-email/': () => jsonResponse(400, expiredReply('ada@example.com')),
      'POST /api/auth/resend-verification': () => Promise.reject(new TypeError('offline')),
    });
    renderApp('/verify-email?token=old');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(MESSAGES.resendVerificationFailed)).toBeTruthy();
  });
});
