import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { createAdmin } from './cli';
import { registerAndVerify } from './journeys';
import { type RunningServer, startServer } from './server';

export interface Journey {
  server: RunningServer;
  browser: Browser;
}

/** A server and chromium, started before the file's tests and stopped after them. */
export function useJourney(env: Record<string, string> = {}): Journey {
  const t = {} as Journey;
  beforeAll(async () => {
    t.server = await startServer(env);
    t.browser = await launchBrowser();
  });
  stopAfterAll(t);
  return t;
}

interface OperatorOptions {
  env?: Record<string, string>;
  /** Runs on the first server, after the operator registered: accounts the journey needs. */
  seed?: (server: RunningServer) => Promise<void>;
}

/**
 * Like useJourney, with `operator` registered and made an admin. The embedded database admits one
 * process, so the role is set by the CLI between a first server and the one the tests use.
 */
export function useOperatorJourney(operator: { name: string; email: string; password: string }, options: OperatorOptions = {}): Journey {
  const t = {} as Journey;
  beforeAll(async () => {
    t.browser = await launchBrowser();
    const first = await startServer(options.env ?? {}, { keepData: true });
    const page = await t.browser.newPage();
    await registerAndVerify(page, first, operator);
    await page.close();
    await options.seed?.(first);
    await first.stop();
    await createAdmin(first.dataDir, operator.email);
    t.server = await startServer(options.env ?? {}, { dataDir: first.dataDir });
  });
  stopAfterAll(t);
  return t;
}

function stopAfterAll(t: Partial<Journey>): void {
  afterAll(async () => {
    await t.browser?.close();
    await t.server?.stop();
  });
}
