import { PASSWORD_MIN } from '@droidforge/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { dismissCookieBanner, jsonResponse, mockApi, renderApp } from '../../testing/render-app';
import { expectSessionOpensDashboard } from './testing/session-reply';

async function fillAndSubmit(password = 'long-enough-password') {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('register page', () => {
  beforeEach(dismissCookieBanner);

  test(`refuses a password shorter than ${PASSWORD_MIN} characters without calling the server`, async () => {
    const fetchMock = mockApi({});
    renderApp('/register');
    await fillAndSubmit('x'.repeat(PASSWORD_MIN - 1));
    expect(await screen.findByText(`Password must be at least ${PASSWORD_MIN} characters`)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('shows the Check Your Email panel with a Go to Login link when verification is required', async () => {
    mockApi({ 'POST /api/auth/register': () => jsonResponse(201, { requiresVerification: true, message: 'We sent you a link.', email: 'ada@example.com' }) });
    renderApp('/register');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('We sent you a link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(useAuthStore.getState().token).toBeNull();
  });

  test('signs the user in when the server returns a session', async () => {
    await expectSessionOpensDashboard('/register', 'POST /api/auth/register', 201, 'tok', () => fillAndSubmit());
  });

  test('shows the server message when the email is taken', async () => {
    mockApi({ 'POST /api/auth/register': () => jsonResponse(409, { error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' } }) });
    renderApp('/register');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('An account with this email already exists');
  });
});
