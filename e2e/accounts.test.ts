import { describe, expect, test } from 'vitest';
import { chromiumPath, screenshot } from './testing/browser';
import { verificationLink } from './testing/journeys';
import { useJourney } from './testing/suite';

describe.skipIf(!chromiumPath)('accounts journey in chromium', () => {
  const t = useJourney();

  test('a visitor registers, verifies the email from the mailbox, sees the dashboard and logs out', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = `ada-${Date.now()}@example.com`;

    await page.goto(t.server.url + '/');
    await page.waitForURL('**/login');
    await screenshot(page, 'login');

    await page.getByRole('link', { name: /register|sign up|create/i }).first().click();
    await page.waitForURL('**/register');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('analytical engine 1843');
    await screenshot(page, 'register');
    await page.getByRole('button', { name: /register|create account|sign up/i }).click();
    await page.getByText(/check your email/i).first().waitFor({ state: 'visible' });
    await screenshot(page, 'register-check-email');

    await page.goto(await verificationLink(t.server, email));
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await page.getByText(/Welcome, Ada Lovelace/i).first().waitFor({ state: 'visible' });
    await screenshot(page, 'dashboard');

    await page.getByRole('button', { name: /logout|log out/i }).first().click();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
    expect(stored === null || JSON.parse(stored).state.token === null).toBe(true);

    await page.goto(t.server.url + '/dashboard');
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  test('the public pages render at phone width', async () => {
    const context = await t.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    for (const route of ['pricing', 'terms', 'privacy', 'refund', 'dmca']) {
      await page.goto(`${t.server.url}/${route}`);
      await page.locator('h1').first().waitFor({ state: 'visible' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} overflows horizontally`).toBeLessThanOrEqual(1);
      await screenshot(page, `${route}-phone`);
    }
    await context.close();
  });

  test('the cookie banner appears after a second, and Accept All stores the choice for the next visit', async () => {
    const context = await t.browser.newContext();
    const page = await context.newPage();
    await page.goto(t.server.url + '/pricing');
    const accept = page.getByRole('button', { name: 'Accept All' });
    await accept.waitFor({ state: 'visible', timeout: 5000 });
    await screenshot(page, 'cookie-banner');
    await accept.click();
    await accept.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
    await page.reload();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Accept All' }).waitFor({ state: 'hidden' });

    const fresh = await t.browser.newContext();
    const other = await fresh.newPage();
    await other.goto(t.server.url + '/terms');
    await other.getByRole('button', { name: 'Manage Preferences' }).click();
    await other.getByRole('button', { name: 'Decline Analytics' }).click();
    expect(await other.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
    await fresh.close();
    await context.close();
  });
});
