import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export const chromiumPath = CANDIDATES.find((p) => fs.existsSync(p)) ?? null;

if (!chromiumPath) {
  if (process.env.CI) throw new Error('E2E: no chromium found, and CI must run the browser tests. Install Debian chromium (.ci/run does).');
  console.warn('\n\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
    '!! E2E TESTS SKIPPED: no chromium at /usr/bin/chromium.             !!\n' +
    '!! Install it with: apt-get install chromium                        !!\n' +
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\n');
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath!,
    headless: true,
    // These flags keep chromium from reaching for the network on its own (closed network here).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/** Saves a full-page screenshot as a test artefact under e2e/artifacts. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
