import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { testConfig } from '../../../testing/app';
import type { TestDatabaseKind } from '../../../testing/databases';
import { bearer, signUp } from '../../../testing/users';
import type { BuildBackend } from '../../builds/build-backend';
import { CLOCK_ID } from '../sandbox/sandbox-objects';
import type { SandboxProvider } from '../sandbox/sandbox-server';

export interface BillingTestApp {
  app: FastifyInstance;
  database: Database;
  sandbox: SandboxProvider;
}

/**
 * The real server listening on 127.0.0.1 (so the sandbox provider can deliver signed webhooks to
 * it), talking to the sandbox over real HTTP through the official `stripe` SDK.
 */
export function useBillingTestApp(kind: TestDatabaseKind, opts: { overrides?: Partial<Config>; builds?: () => BuildBackend } = {}): BillingTestApp {
  const holder = {} as BillingTestApp;
  beforeAll(async () => {
    holder.database = await kind.open();
    holder.app = await buildApp(testConfig(opts.overrides), { database: holder.database, builds: opts.builds?.() });
    await holder.app.listen({ host: '127.0.0.1', port: 0 });
    holder.sandbox = holder.app.billing.sandbox!;
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
  });
  return holder;
}

export async function startCheckout(app: FastifyInstance, token: string, tier: string, billingPeriod = 'monthly') {
  return app.inject({ method: 'POST', url: '/api/billing/create-checkout-session', headers: bearer(token), payload: { tier, billingPeriod } });
}

/** Submits the sandbox's hosted checkout form, as the browser does. */
export async function payAtCheckout(url: string, card: string): Promise<Response> {
  return fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card, expiry: '12 / 34', cvc: '123' }) });
}

/** A verified user who paid for `tier` with the success card. */
export async function subscribedUser(app: FastifyInstance, tier: string, billingPeriod = 'monthly') {
  const user = await signUp(app);
  const res = await startCheckout(app, user.token, tier, billingPeriod);
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  const paid = await payAtCheckout(res.json().url, '4242 4242 4242 4242');
  if (paid.status !== 303) throw new Error(`payment failed: ${paid.status}`);
  return { ...user, sessionId: new URL(paid.headers.get('location')!).searchParams.get('session_id')! };
}

/** Moves the sandbox's test clock through the SDK, as a test in Stripe test mode would. */
export async function advanceClock(app: FastifyInstance, to: Date): Promise<void> {
  await app.billing.stripe.testHelpers.testClocks.advance(CLOCK_ID, { frozen_time: Math.floor(to.getTime() / 1000) });
}

export function clockNow(sandbox: SandboxProvider): Date {
  return new Date(sandbox.engine.state.now * 1000);
}

/**
 * Test isolation: the sandbox has one clock for all customers, so earlier tests' subscriptions
 * stop renewing (silently, as if retired) and the clock returns to the present.
 */
export function isolateSandbox(sandbox: SandboxProvider): void {
  for (const s of Object.values(sandbox.engine.state.subscriptions)) s.status = 'canceled';
  sandbox.engine.state.now = Math.floor(Date.now() / 1000);
}
