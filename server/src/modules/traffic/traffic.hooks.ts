import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../../errors';
import { Blocklist } from './blocklist';
import { lookupGeo } from './geo';
import { isLoopback, normalizeIp } from './ip';
import { type Recognizer, createRecognizer } from './recognition';
import { TrafficRecorder, type TrafficRow } from './recorder';
import { blacklistForCache, insertTrafficRows, upsertBlacklist } from './traffic.queries';
import { WindowCounter } from './window-counter';

declare module 'fastify' {
  interface FastifyInstance {
    traffic: { recorder: TrafficRecorder; blocklist: Blocklist };
  }
  interface FastifyRequest {
    trafficBlocked: boolean;
  }
}

const MAX_ENDPOINT = 512;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL = /[\u0000-\u001F\u007F]/;
/** Client-supplied text as stored: no control characters (PostgreSQL refuses NUL), bounded length. */
const clean = (value: string, max: number) => (HAS_CONTROL.test(value) ? value.replace(CONTROL, '') : value).slice(0, max);
const MAX_USER_AGENT = 512;

/**
 * The path to store: never the query string, and for routes with a secret in the path (a
 * verification token) the route's pattern instead of the value.
 */
export function endpointOf(url: string, routePattern: string | undefined): string {
  if (routePattern && /:(token|secret)\b/i.test(routePattern)) return routePattern;
  const q = url.indexOf('?');
  return clean(q === -1 ? url : url.slice(0, q), MAX_ENDPOINT);
}

/** The analyzer screen polls its own API every 10 s; those reads are not traffic. */
export function isAnalyzerPolling(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && url.startsWith('/api/analytics/');
}

/** The client address: the socket's, or with TRUST_PROXY the hop our proxy saw (Fastify's trustProxy: 1). */
export function clientIp(request: FastifyRequest): string {
  return normalizeIp(request.ip) ?? '0.0.0.0';
}

const AUTO_BLOCK_WINDOW_MS = 10 * 60_000;
const AUTO_BLOCK_MS = 24 * 3600_000;

/**
 * Registered before every other plugin: its onRequest hook refuses blacklisted addresses before
 * anything else runs (static files included), and its onResponse hook logs every request.
 */
export const trafficHooks = fp(async (app: FastifyInstance) => {
  const settings = app.config.traffic;
  const recorder = new TrafficRecorder({
    write: (rows) => insertTrafficRows(app.database.execute, rows),
    log: app.log,
    intervalMs: settings.flushIntervalMs,
    batchSize: settings.flushBatch,
  });
  const blocklist = new Blocklist(() => blacklistForCache(app.db));
  const recognize: Recognizer = createRecognizer(settings);
  const suspiciousHits = new WindowCounter(AUTO_BLOCK_WINDOW_MS);
  // The admin's switch, from memory: no query on the request path.
  const autoBlockEnabled = () => app.settingsCache.get('auto_block_suspicious');
  app.decorate('traffic', { recorder, blocklist });
  app.decorateRequest('trafficBlocked', false);

  await blocklist.refresh();
  blocklist.start(settings.blocklistRefreshMs, (err) => app.log.warn({ err }, 'blacklist refresh failed; keeping the last list'));
  if (settings.log) recorder.start();
  app.addHook('onClose', async () => {
    blocklist.stop();
    await recorder.stop();
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (blocklist.isBlocked(clientIp(request))) {
      request.trafficBlocked = true;
      throw errors.ipBlocked();
    }
  });

  if (!settings.log) return;

  const autoBlock = (ip: string, reason: string, now: number) => {
    if (isLoopback(ip) || suspiciousHits.hit(ip, now) !== settings.autoBlockThreshold) return;
    app.background.run(async () => {
      const why = `Auto-blocked: ${settings.autoBlockThreshold} suspicious requests in 10 minutes (last: ${reason})`;
      await upsertBlacklist(app.db, { ipAddress: ip, reason: why, expiresAt: new Date(now + AUTO_BLOCK_MS), createdBy: null });
      await blocklist.refresh();
      app.log.warn({ ip }, why);
    });
  };

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isAnalyzerPolling(request.method, request.url)) return;
    const now = Date.now();
    const ip = clientIp(request);
    const userAgent = String(request.headers['user-agent'] ?? '');
    const endpoint = endpointOf(request.url, request.routeOptions.url);
    const verdict = recognize({
      ip,
      method: request.method,
      path: endpoint,
      rawUrl: request.url,
      userAgent,
      statusCode: reply.statusCode,
      blocked: request.trafficBlocked,
      now,
    });
    const geo = lookupGeo(ip);
    const row: TrafficRow = {
      createdAt: new Date(now),
      ipAddress: ip,
      method: request.method.slice(0, 16),
      endpoint,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      userAgent: userAgent ? clean(userAgent, MAX_USER_AGENT) : null,
      userId: request.auth?.user.id ?? null,
      isBot: verdict.isBot,
      botName: verdict.botName,
      isSuspicious: verdict.isSuspicious,
      suspiciousReason: verdict.reason,
      city: geo.city,
      country: geo.country,
    };
    recorder.push(row);
    if (verdict.reason && verdict.reason !== 'blocked_ip' && autoBlockEnabled()) autoBlock(ip, verdict.reason, now);
  });
});
