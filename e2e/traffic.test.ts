import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser, screenshot } from './testing/browser';
import { createAdmin } from './testing/cli';
import { registerAndVerify } from './testing/journeys';
import { type RunningServer, startServer } from './testing/server';

/** The server trusts one proxy hop, so X-Forwarded-For stands in for the scanner's own address. */
const ENV = { TRUST_PROXY: 'true' };
const SCANNER = '203.0.113.66';

describe.skipIf(!chromiumPath)('traffic analyzer journey in chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  const operator = { name: 'Grace Operator', email: `grace-${Date.now()}@example.com`, password: 'traffic analyzer 2026' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const first = await startServer(ENV, { keepData: true });
    const page = await browser.newPage();
    await registerAndVerify(page, first, operator);
    await page.close();
    await first.stop();
    await createAdmin(first.dataDir, operator.email);
    server = await startServer(ENV, { dataDir: first.dataDir });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('an operator sees a scanner under Suspicious Traffic, blocks it, finds it in IP Blacklist, and the scanner is refused', async () => {
    const scan = await fetch(`${server.url}/wp-login.php`, { headers: { 'x-forwarded-for': SCANNER, 'user-agent': 'Mozilla/5.0 zgrab/0.x' } });
    expect(scan.status).toBe(404);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The cookie choice is made already, so the banner does not cover the tables.
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const page = await context.newPage();
    await page.goto(server.url + '/login');
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel('Password').fill(operator.password);
    await page.getByRole('button', { name: /log in|sign in/i }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(server.url + '/admin/traffic');
    await page.getByRole('region', { name: 'Traffic statistics' }).waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: 'Suspicious Traffic' }).click();
    // The log is written within a second; Auto-Refresh (10 s) brings it in if the first load missed it.
    const block = page.getByRole('button', { name: `Block ${SCANNER}` }).first();
    await block.waitFor({ state: 'visible', timeout: 20_000 });
    await screenshot(page, 'traffic-suspicious');
    await block.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`Block IP ${SCANNER}? This will prevent all requests from this IP.`).waitFor();
    await dialog.getByRole('button', { name: 'Block IP' }).click();
    await page.getByText(`IP ${SCANNER} added to blacklist`).waitFor();

    await page.getByRole('tab', { name: 'IP Blacklist' }).click();
    await page.getByRole('button', { name: `Remove ${SCANNER}` }).waitFor();
    await screenshot(page, 'traffic-blacklist');

    const refused = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-for': SCANNER } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('IP_BLOCKED');
    expect((await fetch(`${server.url}/login`, { headers: { 'x-forwarded-for': SCANNER } })).status).toBe(403);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await context.close();
  });
});
