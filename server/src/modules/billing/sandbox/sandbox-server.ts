import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { sandboxApi } from './sandbox-api';
import { type Logger, SandboxEngine } from './sandbox-engine';
import { stripeError } from './sandbox-objects';
import { checkoutPage, closedPage, portalPage } from './sandbox-pages';
import { SandboxStore, type SbPrice, emptyState } from './sandbox-store';

export interface SandboxOptions {
  /** The API key the SDK must present (Authorization: Bearer …). */
  secretKey: string;
  /** Signs webhooks; our webhook endpoint verifies with the same secret. */
  webhookSecret: string;
  prices: SbPrice[];
  host?: string;
  /** 0 = any free port. */
  port?: number;
  /** Keep the sandbox's records in this JSON file across restarts; null = memory only. */
  stateFile?: string | null;
  /** Where the test clock starts; defaults to now. */
  startAt?: Date;
  log?: Logger;
}

export interface Fault {
  /** Answer this HTTP status (Stripe's api_error shape), or … */
  status?: number;
  /** … hold the answer this long, to make the caller's timeout fire. */
  delayMs?: number;
  /** How many API requests the fault applies to. */
  times: number;
}

export interface SandboxProvider {
  host: string;
  port: number;
  url: string;
  engine: SandboxEngine;
  /** Our webhook endpoint, once the server listens. */
  setWebhookUrl(url: string): void;
  /** Makes the next API requests fail, for tests of provider outages. */
  injectFault(fault: Fault): void;
  close(): Promise<void>;
}

const silent: Logger = { warn: () => undefined };

/**
 * A small Stripe-compatible HTTP app on loopback (docs/adr/0008-payment-sandbox-provider.md): the official `stripe` SDK talks to it
 * by host, port and protocol, exactly as it talks to api.stripe.com.
 */
export async function startSandboxProvider(opts: SandboxOptions): Promise<SandboxProvider> {
  const host = opts.host ?? '127.0.0.1';
  const start = Math.floor((opts.startAt ?? new Date()).getTime() / 1000);
  const store = SandboxStore.open(opts.stateFile ?? null, () => emptyState(start, opts.prices));
  let base = '';
  const engine = new SandboxEngine(store, opts.webhookSecret, () => base, opts.log ?? silent);
  const faults: Fault[] = [];
  const app = Fastify({ logger: false, forceCloseConnections: true, routerOptions: { querystringParser: (s) => qs.parse(s) } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, qs.parse(body as string, { arrayLimit: 100 })));

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/v1/')) return;
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
      const e = stripeError(401, 'Invalid API Key provided.', { code: 'api_key_invalid' });
      return reply.code(e.status).send(e.body);
    }
    const fault = faults[0];
    if (!fault) return;
    if (--fault.times <= 0) faults.shift();
    if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault.status) {
      const e = stripeError(fault.status, 'The sandbox provider is failing on purpose (injected fault).');
      return reply.code(e.status).send(e.body);
    }
  });
  // Stripe replays the first answer to a repeated Idempotency-Key; the SDK keys every POST.
  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || !req.url.startsWith('/v1/') || typeof key !== 'string') return;
    const seen = store.state.idempotency[key];
    if (seen) return reply.code(seen.status).header('idempotent-replayed', 'true').send(seen.body);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && req.url.startsWith('/v1/') && typeof key === 'string' && !reply.getHeader('idempotent-replayed') && reply.statusCode < 500) {
      const keys = store.state.idempotency;
      keys[key] = { status: reply.statusCode, body: JSON.parse(String(payload)) };
      // Stripe keeps keys for 24 hours; the sandbox keeps the newest thousand.
      for (const old of Object.keys(keys).slice(0, Math.max(0, Object.keys(keys).length - 1000))) delete keys[old];
      store.save();
    }
    return payload;
  });

  sandboxApi(app, engine);
  pageRoutes(app, engine);

  await app.listen({ host, port: opts.port ?? 0 });
  const port = (app.server.address() as AddressInfo).port;
  base = `http://${host}:${port}`;
  return {
    host,
    port,
    url: base,
    engine,
    setWebhookUrl: (url) => (engine.webhookUrl = url),
    injectFault: (fault) => faults.push({ ...fault }),
    close: () => app.close(),
  };
}

function pageRoutes(app: FastifyInstance, engine: SandboxEngine): void {
  const s = () => engine.state;
  app.get<{ Params: { id: string } }>('/checkout/:id', async (req, reply) => {
    const session = s().sessions[req.params.id];
    reply.type('text/html; charset=utf-8');
    if (!session || session.status !== 'open') return reply.code(404).send(closedPage('This checkout link has expired or was already used.'));
    return checkoutPage({ sessionId: session.id, price: s().prices[session.price]!, email: s().customers[session.customer]?.email ?? null, cancelUrl: session.cancelUrl });
  });
  app.post<{ Params: { id: string }; Body: { card?: string } }>('/checkout/:id', async (req, reply) => {
    const result = await engine.pay(req.params.id, String(req.body?.card ?? ''));
    if (result.ok) return reply.redirect(result.redirect, 303);
    const session = s().sessions[req.params.id];
    reply.type('text/html; charset=utf-8').code(402);
    if (!session || session.status !== 'open') return closedPage(result.message);
    return checkoutPage({ sessionId: session.id, price: s().prices[session.price]!, email: s().customers[session.customer]?.email ?? null, cancelUrl: session.cancelUrl, error: result.message, card: req.body?.card });
  });
  app.get<{ Params: { id: string } }>('/portal/:id', async (req, reply) => {
    const portal = engine.portalSessions.get(req.params.id);
    reply.type('text/html; charset=utf-8');
    if (!portal) return reply.code(404).send(closedPage('This billing portal link has expired.'));
    const sub = Object.values(s().subscriptions).find((x) => x.customer === portal.customer && x.status === 'active') ?? null;
    return portalPage({ portalId: req.params.id, returnUrl: portal.returnUrl, subscription: sub, price: sub ? (s().prices[sub.price] ?? null) : null });
  });
  app.post<{ Params: { id: string }; Body: { action?: string } }>('/portal/:id', async (req, reply) => {
    const portal = engine.portalSessions.get(req.params.id);
    const sub = portal && Object.values(s().subscriptions).find((x) => x.customer === portal.customer && x.status === 'active');
    if (sub) await engine.update(sub, { cancelAtPeriodEnd: req.body?.action === 'cancel', cancelAt: null, anchorNow: false });
    return reply.redirect(`/portal/${req.params.id}`, 303);
  });
}
