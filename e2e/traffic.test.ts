import { describe, expect, test } from 'vitest';
import { chromiumPath, screenshot } from './testing/browser';
import { signIn } from './testing/journeys';
import { useOperatorJourney } from './testing/suite';

/** The server trusts one proxy hop, so X-Forwarded-For stands in for the scanner's own address. */
const ENV = { TRUST_PROXY: 'true' };
const SCANNER = '203.0.113.66';

describe.skipIf(!chromiumPath)('traffic analyzer journey in chromium', () => {
  const operator = { name: 'Grace Operator', email: `grace-${Date.now()}@example.com`, password: 'traffic analyzer 2026' };

  const t = useOperatorJourney(operator, { env: ENV });

  test('an operator sees a scanner under Suspicious Traffic, blocks it, finds it in IP Blacklist, and the scanner is refused', async () => {
    const scan = await fetch(`${t.server.url}/wp-login.php`, { headers: { 'x-forwarded-for': SCANNER, 'user-agent': 'Mozilla/5.0 zgrab/0.x' } });
    expect(scan.status).toBe(404);

    const page = await signIn(t.browser, t.server, operator);

    await page.goto(t.server.url + '/admin/traffic');
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

    const refused = await fetch(`${t.server.url}/api/health`, { headers: { 'x-forwarded-for': SCANNER } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('IP_BLOCKED');
    expect((await fetch(`${t.server.url}/login`, { headers: { 'x-forwarded-for': SCANNER } })).status).toBe(403);
    expect((await fetch(`${t.server.url}/api/health`)).status).toBe(200);
    await page.context().close();
  });
});
