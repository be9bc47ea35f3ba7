import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumPath, launchBrowser, screenshot } from './testing/browser';
import { setPlan } from './testing/cli';
import { registerAndVerify } from './testing/journeys';
import { type RunningServer, startServer } from './testing/server';
import { aaptBadging, assertToolchainReady, skipWithoutToolchain } from './testing/toolchain';

const COUNTER_PROMPT = 'A simple counter app with plus and minus buttons and a reset button';
const PASSWORD = 'difference engine 1822';
/** A cold build (no warm-up in the harness) takes 10–25 s here; the queue and the page add a little. */
const BUILD_TIMEOUT = 120_000;

async function logIn(page: Page, server: RunningServer, email: string): Promise<void> {
  await page.goto(server.url + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
}

/** Generates an app from the builder and returns the new project's id. */
async function generateApp(page: Page, prompt: string): Promise<string> {
  await page.getByRole('link', { name: 'Start Building Now' }).click();
  await page.waitForURL('**/builder');
  await page.getByLabel('App description').fill(prompt);
  await page.getByRole('button', { name: /Generate App/ }).click();
  await page.waitForURL(/\/builder\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  // The generated app runs in the preview: the project is loaded and ready to build.
  await page.getByRole('region', { name: 'Phone preview' }).getByRole('button').first().waitFor({ state: 'visible' });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The package name of a saved project, read through the API with the page's own session. */
async function packageName(page: Page, projectId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string;
    const res = await fetch(`/api/generate/project/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { package_name: string }).package_name;
  }, projectId);
}

/** The first download any page of the context starts (the app may hand it to a new tab). */
function nextDownload(context: BrowserContext): Promise<Download> {
  return new Promise((resolve) => {
    const watch = (page: Page) => page.once('download', resolve);
    context.pages().forEach(watch);
    context.on('page', watch);
  });
}

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  return { context, page: await context.newPage() };
}

describe.skipIf(!chromiumPath || skipWithoutToolchain)('APK build journey in chromium', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'df-e2e-build-'));
  let server: RunningServer | undefined;
  let browser: Browser;
  beforeAll(async () => {
    assertToolchainReady();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('a Starter user builds the counter app, downloads a real APK and sees the project as built', async () => {
    const email = `babbage-${Date.now()}@example.com`;
    // The embedded database admits one process: register on one server, change the plan with the
    // CLI while no server runs, then serve the same data again.
    server = await startServer({}, { dataDir, keepData: true });
    const first = await newPage(browser);
    await registerAndVerify(first.page, server, { name: 'Charles Babbage', email, password: PASSWORD });
    await first.context.close();
    await server.stop();
    expect(await setPlan(dataDir, email, 'starter')).toContain('to starter');
    server = await startServer({}, { dataDir, keepData: true });

    const { context, page } = await newPage(browser);
    await logIn(page, server, email);
    const projectId = await generateApp(page, COUNTER_PROMPT);

    await page.getByRole('button', { name: /Build & Download APK/ }).click();
    // Live progress: the bar and at least one named step of the pipeline while it runs.
    const progress = page.getByRole('progressbar', { name: 'Build progress' });
    await progress.waitFor({ state: 'visible' });
    await page.getByRole('listitem').filter({ has: page.locator('.font-mono') }).first().waitFor({ state: 'visible', timeout: BUILD_TIMEOUT });
    await screenshot(page, 'build-progress');

    await page.getByText('Your APK is ready').waitFor({ state: 'visible', timeout: BUILD_TIMEOUT });
    const download = page.getByRole('button', { name: 'Download APK', exact: true });
    await download.waitFor({ state: 'visible' });
    await page.getByRole('img', { name: 'QR code to install the APK on a phone' }).waitFor({ state: 'visible' });
    await screenshot(page, 'build-success');

    const [apk] = await Promise.all([nextDownload(context), download.click()]);
    expect(apk.suggestedFilename()).toMatch(/\.apk$/);
    const apkPath = path.join(dataDir, 'downloaded.apk');
    await apk.saveAs(apkPath);
    const badging = await aaptBadging(apkPath);
    const pkg = await packageName(page, projectId);
    expect(badging).toContain(`package: name='${pkg}'`);
    expect(badging).toMatch(new RegExp(`launchable-activity: name='${pkg.replace(/\./g, '\\.')}\\.\\w+'`));

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL('**/projects');
    const card = page.getByRole('article').first();
    await card.getByText('Built', { exact: true }).waitFor({ state: 'visible' });
    expect(await card.getAttribute('class')).toContain('border-t-green-500');
    await card.getByRole('button', { name: 'Download APK' }).waitFor({ state: 'visible' });
    await screenshot(page, 'projects-built');
    await context.close();
  });

  test('a Free user is told that builds need a plan and is pointed to the pricing page', async () => {
    server ??= await startServer({}, { dataDir, keepData: true });
    const { context, page } = await newPage(browser);
    await registerAndVerify(page, server, { name: 'Charles Babbage', email: `lovelace-${Date.now()}@example.com`, password: PASSWORD });
    await generateApp(page, COUNTER_PROMPT);

    await page.getByRole('button', { name: /Build & Download APK/ }).click();
    const refusal = page.getByRole('status').filter({ hasText: 'APK builds are part of the Starter plan and above. Upgrade to build your app.' });
    await refusal.waitFor({ state: 'visible' });
    const plans = refusal.getByRole('link', { name: 'See plans' });
    expect(await plans.getAttribute('href')).toBe('/pricing');
    await screenshot(page, 'build-plan-required');
    await plans.click();
    await page.waitForURL('**/pricing');
    await context.close();
  });
});
