import type { FastifyInstance } from 'fastify';
import { ChangePlanBodySchema, CheckoutBodySchema, CheckoutSessionParamsSchema, ProviderRedirectSchema } from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { replies } from '../../plugins/reply-schemas';
import { type CheckoutDeps, checkoutStatus, createCheckout } from './checkout.service';
import { billingOverview, cancelSubscription, changePlan, portalSession, resumeSubscription } from './plan-changes.service';
import { handleWebhook } from './webhook.service';

/** The billing API (issue 11): checkout, the success page's status, plan changes, the webhook. */
export async function billingRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.authenticate };
  const redirect = { ...auth, ...replies({ 200: ProviderRedirectSchema }) };
  const deps = (): CheckoutDeps => ({ db: app.db, provider: app.billing, log: app.log, publicUrl: app.config.publicUrl });

  app.post('/api/billing/create-checkout-session', redirect, async (request) => {
    const body = parseWith(CheckoutBodySchema, request.body);
    const user = currentUser(request);
    return createCheckout(deps(), { id: user.id, email: user.email, name: user.name }, body.tier, body.billingPeriod);
  });

  app.get('/api/billing/checkout-session/:id', auth, async (request) => {
    const { id } = parseWith(CheckoutSessionParamsSchema, request.params);
    return checkoutStatus(deps(), currentUser(request).id, id);
  });

  app.get('/api/billing', auth, async (request) => billingOverview(deps(), currentUser(request).id));

  app.post('/api/billing/change-plan', auth, async (request) => {
    const body = parseWith(ChangePlanBodySchema, request.body);
    return changePlan(deps(), currentUser(request).id, body.tier, body.billingPeriod);
  });

  app.post('/api/billing/cancel', auth, async (request) => cancelSubscription(deps(), currentUser(request).id));
  app.post('/api/billing/resume', auth, async (request) => resumeSubscription(deps(), currentUser(request).id));
  app.post('/api/billing/portal', redirect, async (request) => portalSession(deps(), currentUser(request).id));

  // The signature covers the exact bytes, so this scope keeps JSON bodies raw.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/api/billing/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
      return handleWebhook(deps(), body, typeof signature === 'string' ? signature : undefined);
    });
  });
}
