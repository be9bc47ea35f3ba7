import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxEngine } from './sandbox-engine';
import { clockObject, customerObject, invoiceObject, priceObject, sessionObject, stripeError, subscriptionObject } from './sandbox-objects';
import { newId } from './sandbox-store';

type Params = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const meta = (v: unknown): Record<string, string> => (v && typeof v === 'object' ? (v as Record<string, string>) : {});
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

function expands(p: Params): string[] {
  const e = p.expand;
  return Array.isArray(e) ? e.map(String) : typeof e === 'string' ? [e] : [];
}

function send(reply: FastifyReply, err: { status: number; body: unknown }) {
  return reply.code(err.status).send(err.body);
}

const missing = (what: string, id: string, param = 'id') => stripeError(404, `No such ${what}: '${id}'`, { code: 'resource_missing', param });

/** A subscription as the API returns it, with `latest_invoice` expanded when asked. */
function subWithExpand(engine: SandboxEngine, id: string, p: Params) {
  const state = engine.state;
  const sub = state.subscriptions[id]!;
  const obj: Record<string, unknown> = subscriptionObject(sub, state);
  if (expands(p).includes('latest_invoice') && sub.latestInvoice) obj.latest_invoice = invoiceObject(state.invoices[sub.latestInvoice]!, state);
  return obj;
}

/** Stripe's REST API (v1), the parts Droidforge uses. Bodies are form-encoded like the SDK sends them. */
export function sandboxApi(app: FastifyInstance, engine: SandboxEngine): void {
  customerRoutes(app, engine);
  priceRoutes(app, engine);
  checkoutRoutes(app, engine);
  subscriptionRoutes(app, engine);
  invoiceRoutes(app, engine);
  portalRoutes(app, engine);
  eventRoutes(app, engine);
  clockRoutes(app, engine);
}

/** Customers. */
function customerRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.post('/v1/customers', async (req) => {
    const p = req.body as Params;
    const c = { id: newId('cus'), email: str(p.email) ?? null, name: str(p.name) ?? null, metadata: meta(p.metadata), created: s().now };
    s().customers[c.id] = c;
    engine.store.save();
    return customerObject(c);
  });
  app.get<{ Params: { id: string } }>('/v1/customers/:id', async (req, reply) => {
    const c = s().customers[req.params.id];
    return c ? customerObject(c) : send(reply, missing('customer', req.params.id));
  });
}

/** Prices. */
function priceRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.get('/v1/prices', async () => list(Object.values(s().prices).map(priceObject), '/v1/prices'));
  app.get<{ Params: { id: string } }>('/v1/prices/:id', async (req, reply) => {
    const p = s().prices[req.params.id];
    return p ? priceObject(p) : send(reply, missing('price', req.params.id));
  });
}

/** Checkout sessions (subscription mode only). */
function checkoutRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.post('/v1/checkout/sessions', async (req, reply) => {
    const p = req.body as Params;
    const items = (Array.isArray(p.line_items) ? p.line_items : []) as Params[];
    const priceId = str(items[0]?.price) ?? '';
    if (str(p.mode) !== 'subscription') return send(reply, stripeError(400, 'The sandbox supports mode=subscription only.', { param: 'mode' }));
    if (!s().prices[priceId]) return send(reply, missing('price', priceId, 'line_items[0][price]'));
    const customer = str(p.customer);
    if (!customer || !s().customers[customer]) return send(reply, missing('customer', customer ?? '', 'customer'));
    const successUrl = str(p.success_url);
    const cancelUrl = str(p.cancel_url);
    if (!successUrl || !cancelUrl) return send(reply, stripeError(400, 'success_url and cancel_url are required.', { param: 'success_url' }));
    const session = {
      id: newId('cs_test'),
      customer,
      price: priceId,
      successUrl,
      cancelUrl,
      clientReferenceId: str(p.client_reference_id) ?? null,
      metadata: meta(p.metadata),
      subscriptionMetadata: meta((p.subscription_data as Params | undefined)?.metadata),
      status: 'open' as const,
      paymentStatus: 'unpaid' as const,
      subscription: null,
      created: s().now,
      expiresAt: s().now + 24 * 3600,
    };
    s().sessions[session.id] = session;
    engine.store.save();
    return sessionObject(session, engine.publicBase());
  });
  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (req, reply) => {
    const session = s().sessions[req.params.id];
    if (!session) return send(reply, missing('checkout.session', req.params.id));
    const obj: Record<string, unknown> = sessionObject(session, engine.publicBase());
    if (expands(req.query as Params).includes('subscription') && session.subscription) obj.subscription = subWithExpand(engine, session.subscription, {});
    return obj;
  });
  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (req, reply) => {
    const session = s().sessions[req.params.id];
    if (!session) return send(reply, missing('checkout.session', req.params.id));
    if (session.status === 'open') session.status = 'expired';
    engine.store.save();
    return sessionObject(session, engine.publicBase());
  });
}

/** Subscriptions: read, list, update, cancel. */
function subscriptionRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) =>
    s().subscriptions[req.params.id] ? subWithExpand(engine, req.params.id, req.query as Params) : send(reply, missing('subscription', req.params.id)),
  );
  app.get('/v1/subscriptions', async (req) => {
    const customer = str((req.query as Params).customer);
    const subs = Object.values(s().subscriptions).filter((x) => !customer || x.customer === customer);
    return list(subs.map((x) => subscriptionObject(x, s())), '/v1/subscriptions');
  });
  app.post<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) => {
    const sub = s().subscriptions[req.params.id];
    if (!sub) return send(reply, missing('subscription', req.params.id));
    if (sub.status === 'canceled') return send(reply, stripeError(400, 'A canceled subscription can only update its metadata.'));
    const p = req.body as Params;
    const item = ((Array.isArray(p.items) ? p.items : []) as Params[])[0];
    const price = str(item?.price);
    if (price && !s().prices[price]) return send(reply, missing('price', price, 'items[0][price]'));
    if (item && str(item.id) !== sub.itemId) return send(reply, missing('subscription_item', str(item.id) ?? '', 'items[0][id]'));
    const cap = str(p.cancel_at_period_end);
    const cancelAt = str(p.cancel_at);
    await engine.update(sub, {
      price,
      cancelAtPeriodEnd: cap === undefined ? undefined : cap === 'true',
      // Stripe unsets a field sent as an empty string.
      cancelAt: cancelAt === undefined ? undefined : cancelAt === '' ? null : Number(cancelAt),
      anchorNow: str(p.billing_cycle_anchor) === 'now',
      metadata: p.metadata ? meta(p.metadata) : undefined,
    });
    return subWithExpand(engine, sub.id, p);
  });
  app.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (req, reply) => {
    const sub = s().subscriptions[req.params.id];
    if (!sub) return send(reply, missing('subscription', req.params.id));
    if (sub.status !== 'canceled') await engine.cancelNow(sub);
    return subscriptionObject(sub, s());
  });
}

/** Invoices. */
function invoiceRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.get<{ Params: { id: string } }>('/v1/invoices/:id', async (req, reply) => {
    const inv = s().invoices[req.params.id];
    return inv ? invoiceObject(inv, s()) : send(reply, missing('invoice', req.params.id));
  });
  app.get('/v1/invoices', async (req) => {
    const q = req.query as Params;
    const invs = Object.values(s().invoices)
      .filter((i) => (!q.customer || i.customer === q.customer) && (!q.subscription || i.subscription === q.subscription))
      .sort((a, b) => b.created - a.created);
    return list(invs.map((i) => invoiceObject(i, s())), '/v1/invoices');
  });
}

/** Customer portal sessions. */
function portalRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.post('/v1/billing_portal/sessions', async (req, reply) => {
    const p = req.body as Params;
    const customer = str(p.customer) ?? '';
    if (!s().customers[customer]) return send(reply, missing('customer', customer, 'customer'));
    const id = newId('bps');
    engine.portalSessions.set(id, { customer, returnUrl: str(p.return_url) ?? '/' });
    return { id, object: 'billing_portal.session', customer, return_url: str(p.return_url) ?? null, url: `${engine.publicBase()}/portal/${id}`, livemode: false, created: s().now };
  });
}

/** Events, newest first in lists. */
function eventRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.get('/v1/events', async () => list([...s().events].reverse().map((e) => engine.eventObject(e.id)), '/v1/events'));
  app.get<{ Params: { id: string } }>('/v1/events/:id', async (req, reply) => engine.eventObject(req.params.id) ?? send(reply, missing('event', req.params.id)));
}

/** Test clocks: the sandbox has one clock, shared by every customer. */
function clockRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.post('/v1/test_helpers/test_clocks', async () => clockObject(s()));
  app.get('/v1/test_helpers/test_clocks/:id', async () => clockObject(s()));
  app.post('/v1/test_helpers/test_clocks/:id/advance', async (req, reply) => {
    const to = Number((req.body as Params).frozen_time);
    if (!Number.isFinite(to) || to < s().now) return send(reply, stripeError(400, 'frozen_time must be a Unix time not before the current frozen time.', { param: 'frozen_time' }));
    await engine.advance(Math.floor(to));
    return clockObject(s());
  });
}
