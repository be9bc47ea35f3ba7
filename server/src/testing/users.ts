import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { devMailbox } from '../db/schema';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const GOOD_PASSWORD = 'correct horse battery';

/**
 * Waits for the newest dev-mailbox message to an address (mail is sent after the reply), optionally
 * one newer than `afterId` or whose subject matches.
 */
export async function waitForMail(app: FastifyInstance, to: string, opts: { afterId?: number; subject?: RegExp } = {}, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const rows = await app.db.select().from(devMailbox).where(eq(devMailbox.to, to.toLowerCase())).orderBy(desc(devMailbox.id)).limit(1);
    const mail = rows[0];
    if (mail && mail.id > (opts.afterId ?? 0) && (!opts.subject || opts.subject.test(mail.subject))) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function verificationTokenFrom(text: string): string {
  const match = /verify-email\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no verification link in mail');
  return decodeURIComponent(match[1]);
}

/** Registers, verifies through the mailed link and answers the session token and user. */
export async function signUp(app: FastifyInstance, opts: { name?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? GOOD_PASSWORD;
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: opts.name ?? 'Test User', email, password } });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const body = reg.json();
  if (body.token) return { token: body.token as string, user: body.user, email, password };
  const mail = await waitForMail(app, email);
  const verified = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${verificationTokenFrom(mail.text)}` });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { token: verified.json().token as string, user: verified.json().user, email, password };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
