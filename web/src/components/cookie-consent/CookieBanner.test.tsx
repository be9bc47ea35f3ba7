import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { CONSENT_STORAGE_KEY } from './consent';

async function renderTermsPage() {
  renderApp('/terms');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('cookie banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.dataLayer = [];
  });

  test('appears one second after load when no choice is stored', async () => {
    await renderTermsPage();
    await advance(999);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await advance(1);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });

  test('stores "accepted" and grants analytics when Accept All is chosen', async () => {
    await renderTermsPage();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(window.dataLayer?.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);
  });

  test('stores "declined" from the bar', async () => {
    await renderTermsPage();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
  });

  test('offers Essential and Analytics in the preferences dialog, and Decline Analytics stores "declined"', async () => {
    await renderTermsPage();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie Preferences' });
    expect(dialog.textContent).toContain('Essential');
    expect(dialog.textContent).toContain('Always active');
    expect(dialog.textContent).toContain('Analytics');
    expect(dialog.textContent).toContain('Optional');
    fireEvent.click(screen.getByRole('button', { name: 'Decline Analytics' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('declined');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('leaves the choice unset when the dialog is closed', async () => {
    await renderTermsPage();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Manage Preferences' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
  });

  test('closes the dialog on Escape and returns focus to Manage Preferences', async () => {
    await renderTermsPage();
    await advance(1000);
    const manage = screen.getByRole('button', { name: 'Manage Preferences' });
    manage.focus();
    fireEvent.click(manage);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Manage Preferences' }));
  });

  test('re-applies a stored choice on load and never shows the bar', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'declined');
    await renderTermsPage();
    await advance(5000);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(window.dataLayer).toEqual([['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_user_data: 'denied' })]]);
  });
});
