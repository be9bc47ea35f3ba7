import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { billingRoutes } from './billing.routes';
import { CREDIT_RESETS_JOB, CREDIT_RESETS_SCHEDULE, runCreditResets } from './credit-resets';
import { type BillingProvider, openBillingProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingProvider;
  }
}

/**
 * Opens the payment provider (Stripe, or the sandbox on loopback when no key is configured), points
 * the sandbox's webhooks at this server once it listens, and registers the routes and the job.
 */
export const billingPlugin = fp(async (app: FastifyInstance) => {
  const provider = await openBillingProvider(app.config.billing, app.log);
  app.decorate('billing', provider);
  app.addHook('onClose', async () => provider.close());
  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo | null;
    if (!provider.sandbox || !address) return;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    provider.sandbox.setWebhookUrl(`http://${host}:${address.port}/api/billing/webhook`);
  });
  app.scheduler.register({
    name: CREDIT_RESETS_JOB,
    schedule: CREDIT_RESETS_SCHEDULE,
    run: async (ctx) => {
      await runCreditResets(ctx);
    },
  });
  await app.register(billingRoutes);
});
