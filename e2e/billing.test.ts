import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { chromiumPath, screenshot } from './testing/browser';
import { registerAndVerify } from './testing/journeys';
import { useJourney } from './testing/suite';
import { assertToolchainReady, skipWithoutToolchain } from './testing/toolchain';

const PASSWORD = 'analytical engine 1843';
const BUILD_TIMEOUT = 120_000;

async function pay(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe.skipIf(!chromiumPath || skipWithoutToolchain)('subscription journey in chromium', () => {
  beforeAll(() => assertToolchainReady());
  const t = useJourney();

  test('pricing → Subscribe → sandbox checkout → pay → success page → the builder builds an APK', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const page = await context.newPage();
    await registerAndVerify(page, t.server, { name: 'Ada Lovelace', email: `ada-${Date.now()}@example.com`, password: PASSWORD });

    await page.goto(t.server.url + '/pricing');
    await page.getByRole('button', { name: 'Subscribe to Starter' }).click();
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_/, { timeout: 15_000 });
    expect(new URL(page.url()).origin).not.toBe(t.server.url);
    await page.getByText('TEST MODE — no real money moves').waitFor({ state: 'visible' });
    await screenshot(page, 'billing-checkout');

    await pay(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor({ state: 'visible' });

    await pay(page, '4242 4242 4242 4242');
    await page.waitForURL('**/billing/success?session_id=*', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'You are on the Starter plan' }).waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByTestId('activated-credits').textContent()).toBe('You have 5,000 credits.');
    await screenshot(page, 'billing-success');

    await page.getByRole('link', { name: 'Start Building' }).click();
    await page.waitForURL('**/builder');
    await page.getByLabel('App description').fill('A simple counter app with plus and minus buttons and a reset button');
    await page.getByRole('button', { name: /Generate App/ }).click();
    await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await page.getByRole('region', { name: 'Phone preview' }).getByRole('button').first().waitFor({ state: 'visible' });
    await page.getByRole('button', { name: /Build & Download APK/ }).click();
    await page.getByText('Your APK is ready').waitFor({ state: 'visible', timeout: BUILD_TIMEOUT });
    await screenshot(page, 'billing-built');

    await page.goto(t.server.url + '/billing');
    expect(await page.getByTestId('current-plan').textContent()).toBe('Starter (monthly)');
    await page.getByRole('table').getByText('$9.00').waitFor({ state: 'visible' });
    await context.close();
  });
});
