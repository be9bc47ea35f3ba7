import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath, screenshot } from './testing/browser';
import { signIn } from './testing/journeys';
import { useOperatorJourney } from './testing/suite';

describe.skipIf(!chromiumPath)('admin panel journey in chromium', () => {
  const stamp = Date.now().toString(36);
  const operator = { name: 'Olga Operator', email: `olga-${stamp}@example.com`, password: 'admin panel journey 2026' };
  const customer = { name: 'Carl Customer', email: `carl-${stamp}@example.com`, password: 'customer password 2026' };

  const t = useOperatorJourney(operator, {
    seed: async (first) => {
      const res = await fetch(`${first.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(customer) });
      expect(res.status).toBe(201);
    },
  });

  async function confirm(page: Page, sentence: string, button: string) {
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(sentence).waitFor();
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  test('an operator searches a user, adds credits, suspends and reactivates them, and sees each action on Activity', async () => {
    const page = await signIn(t.browser, t.server, operator);

    await page.goto(t.server.url + '/admin');
    await page.getByRole('region', { name: 'Total Users' }).waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('CARL-' + stamp);
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.waitFor();
    // The header row and the one match, once the search has replaced the unfiltered list.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);

    await row.getByRole('button', { name: `Modify Credits of ${customer.email}` }).click();
    const credits = page.getByRole('dialog', { name: 'Modify Credits' });
    await credits.getByLabel('Operation').selectOption({ label: 'Add Credits' });
    await credits.getByLabel('Amount').fill('250');
    await credits.getByRole('button', { name: 'Apply' }).click();
    await row.getByText('750').waitFor();

    await row.getByRole('button', { name: `Suspend ${customer.email}` }).click();
    await confirm(page, 'Are you sure you want to suspend this user?', 'Suspend');
    await row.getByText('Suspended').waitFor();
    const refused = await fetch(`${t.server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: customer.email, password: customer.password }) });
    expect(refused.status).toBe(403);
    await screenshot(page, 'admin-users-suspended');

    await row.getByRole('button', { name: `Activate ${customer.email}` }).click();
    await confirm(page, 'Are you sure you want to activate this user?', 'Activate');
    await row.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('searchbox', { name: 'Actor' }).fill(operator.email);
    for (const action of ['user.credits_changed', 'user.suspended', 'user.activated']) {
      await page.getByRole('row').filter({ hasText: action }).filter({ hasText: customer.email }).waitFor();
    }
    await page.getByRole('row').filter({ hasText: 'user.credits_changed' }).getByText('{"credits":500} → {"credits":750}').waitFor();
    await screenshot(page, 'admin-activity');
    await page.context().close();
  });
});
