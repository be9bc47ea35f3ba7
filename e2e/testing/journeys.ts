import type { Browser, Page } from 'playwright-core';
import { type RunningServer, latestMail } from './server';

/** Registers through the form, opens the link from the dev mailbox and lands on the dashboard. */
export async function registerAndVerify(page: Page, server: RunningServer, account: { name: string; email: string; password: string }): Promise<void> {
  await page.goto(server.url + '/register');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(/check your email/i).first().waitFor({ state: 'visible' });
  await page.goto(await verificationLink(server, account.email));
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
}

/** The verification link of the newest mail to the address; throws when the mail has none. */
export async function verificationLink(server: RunningServer, email: string): Promise<string> {
  const mail = await latestMail(server.url, email);
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`the mail to ${email} has no verification link:\n${mail.text}`);
  return link;
}

/** A new window (cookie choice made, so no banner covers the page) signed in and on the dashboard. */
export async function signIn(browser: Browser, server: RunningServer, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  const page = await context.newPage();
  await page.goto(server.url + '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForURL('**/dashboard');
  return page;
}
