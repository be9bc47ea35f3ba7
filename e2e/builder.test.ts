import fs from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chromiumPath, screenshot } from './testing/browser';
import { registerAndVerify } from './testing/journeys';
import { useJourney } from './testing/suite';

const TODO_PROMPT = 'A to-do list where I can add tasks and tick them off';
const REFINEMENT = 'rename the app to DoIt and use an orange theme';
const LAYOUT_PATH = 'app/src/main/res/layout/activity_main.xml';
const EDITED_HINT = 'What needs doing?';

async function creditsShown(page: Page): Promise<number> {
  const text = await page.getByTestId('credit-balance').textContent();
  return Number(text?.replace(/[^0-9]/g, ''));
}

/** Reads a saved project file through the API with the page's own session, as the app would. */
async function savedFile(page: Page, projectId: string, path: string): Promise<string> {
  return page.evaluate(
    async ({ id, file }) => {
      const token = JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string;
      const res = await fetch(`/api/generate/project/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { files: Record<string, string> }).files[file] ?? '';
    },
    { id: projectId, file: path },
  );
}

describe.skipIf(!chromiumPath)('builder journey in chromium', () => {
  const t = useJourney();

  test('generate, try, refine, edit, save, restore and download the source of a to-do app', async () => {
    const context = await t.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const page = await context.newPage();
    await registerAndVerify(page, t.server, { name: 'Grace Hopper', email: `grace-${Date.now()}@example.com`, password: 'compiler pioneer 1952' });

    await page.getByRole('link', { name: 'Start Building Now' }).click();
    await page.waitForURL('**/builder');
    const generate = page.getByRole('button', { name: /Generate App.*100 credits/ });
    await generate.waitFor({ state: 'visible' });
    await page.getByTestId('credit-balance').waitFor({ state: 'visible' });
    const startCredits = await creditsShown(page);

    // Generate: the preview runs the app, so adding a task lists it.
    await page.getByLabel('App description').fill(TODO_PROMPT);
    await generate.click();
    await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const projectId = new URL(page.url()).pathname.split('/').pop()!;
    const phone = page.getByRole('region', { name: 'Phone preview' });
    await phone.getByRole('textbox', { name: 'Title' }).fill('Buy oat milk');
    await phone.getByRole('button', { name: 'Add task' }).click();
    await phone.getByText('Buy oat milk').waitFor({ state: 'visible' });
    await screenshot(page, 'builder-generated');

    // Refine: name and theme change in the preview and in the code.
    await page.getByLabel('Refinement request').fill(REFINEMENT);
    await page.getByRole('button', { name: /Refine App.*50 credits/ }).click();
    await page.getByTestId('app-name').getByText('DoIt', { exact: true }).waitFor({ state: 'visible', timeout: 60_000 });
    await phone.getByText('DoIt', { exact: true }).first().waitFor({ state: 'visible' });
    await page.getByRole('tab', { name: 'strings.xml' }).click();
    await page.locator('.cm-content').getByText('<string name="app_name">DoIt</string>').waitFor({ state: 'visible' });
    expect(await savedFile(page, projectId, 'app/src/main/res/values/colors.xml')).toMatch(/#(F|E)[0-9A-F]{5}/i);

    // Hand edit in the code editor: marked unsaved, saved as a version, still there after a reload.
    const layout = await savedFile(page, projectId, LAYOUT_PATH);
    expect(layout).toContain('android:hint="@string/title_input_hint"');
    await page.getByRole('tab', { name: 'activity_main.xml' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(layout.replace('android:hint="@string/title_input_hint"', `android:hint="${EDITED_HINT}"`));
    await page.getByRole('tab', { name: 'activity_main.xml (unsaved)' }).waitFor({ state: 'visible' });
    await phone.getByRole('textbox', { name: EDITED_HINT }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('tab', { name: 'activity_main.xml', exact: true }).waitFor({ state: 'visible' });
    await page.getByText('Version 3 · Edited by hand').waitFor({ state: 'visible' });
    await page.reload();
    await phone.getByRole('textbox', { name: EDITED_HINT }).waitFor({ state: 'visible' });
    expect(await savedFile(page, projectId, LAYOUT_PATH)).toContain(`android:hint="${EDITED_HINT}"`);
    // CodeMirror measures its lines once on screen; a full-page shot of an unseen editor shows estimates.
    await page.locator('.cm-content').scrollIntoViewIfNeeded();
    await screenshot(page, 'builder-edited');

    // Restore the first version: the generated app (interactive, original name) is back, for free.
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 4 · Restored').waitFor({ state: 'visible' });
    await phone.getByRole('textbox', { name: 'Title' }).waitFor({ state: 'visible' });
    expect(await page.getByTestId('app-name').textContent()).not.toBe('DoIt');
    expect(await creditsShown(page)).toBe(startCredits - 150);

    // The source zip holds a complete Android project.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download source (.zip)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/-v4-source\.zip$/);
    const entries = Object.keys(unzipSync(new Uint8Array(fs.readFileSync((await download.path())!))));
    expect(entries.some((e) => e.endsWith('/app/src/main/AndroidManifest.xml'))).toBe(true);
    expect(entries.some((e) => e.endsWith('/MainActivity.kt'))).toBe(true);
    expect(entries.some((e) => e.endsWith('/res/layout/activity_main.xml'))).toBe(true);
    await screenshot(page, 'builder');

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL('**/projects');
    await page.getByRole('article').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('article').count()).toBe(1);
    await screenshot(page, 'projects');
    await context.close();
  });

  test('the builder stacks on a 375 px phone without horizontal scrolling', async () => {
    const context = await t.browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
    const page = await context.newPage();
    await registerAndVerify(page, t.server, { name: 'Grace Hopper', email: `ada-${Date.now()}@example.com`, password: 'compiler pioneer 1952' });
    await page.goto(t.server.url + '/builder');
    await page.getByRole('button', { name: /Generate App/ }).waitFor({ state: 'visible' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, 'builder-phone');
    await context.close();
  });
});
