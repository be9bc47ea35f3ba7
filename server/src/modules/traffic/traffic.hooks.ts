import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../../errors';
import { Blocklist } from './blocklist';
import { lookupGeo } from './geo';
import { isLoopback, normalizeIp } from './ip';
import { type Recognizer, type RequestFacts, type Verdict, createRecognizer } from './recognition';
import { type Captured, RequestCapture } from './capture';
import { TrafficRecorder, type TrafficRow } from './recorder';
import { blacklistForCache, insertTrafficRows, upsertBlacklist } from './traffic.queries';
import { WindowCounter } from './window-counter';

declare module 'fastify' {
  interface FastifyInstance {
    traffic: { recorder: TrafficRecorder; blocklist: Blocklist };
  }
  interface FastifyRequest {
    trafficBlocked: boolean;
    /** The normalised client address ('' until clientIp() works it out). */
    clientAddress: string;
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
  // Worked out once, by the blacklist check every request passes first.
  if (request.clientAddress) return request.clientAddress;
  return (request.clientAddress = normalizeIp(request.ip) ?? '0.0.0.0');
}

const AUTO_BLOCK_WINDOW_MS = 10 * 60_000;
const AUTO_BLOCK_MS = 24 * 3600_000;

type TrafficSettings = FastifyInstance['config']['traffic'];

/**
 * Registered before every other plugin: its onRequest hook refuses blacklisted addresses before
 * anything else runs (static files included), and its onResponse hook logs every request.
 */
export const trafficHooks = fp(async (app: FastifyInstance) => {
  const settings = app.config.traffic;
  const blocklist = new Blocklist(() => blacklistForCache(app.db));
  const capture = new RequestCapture(settings.flushBatch);
  const toRow = rowMaker(app, settings, blocklist);
  const recorder = new TrafficRecorder({
    write: (rows) => insertTrafficRows(app.database, rows),
    log: app.log,
    intervalMs: settings.flushIntervalMs,
    batchSize: settings.flushBatch,
    take: () => capture.drain(toRow),
  });
  app.decorate('traffic', { recorder, blocklist });
  app.decorateRequest('trafficBlocked', false);
  app.decorateRequest('clientAddress', '');

  await blocklist.refresh();
  blocklist.start(settings.blocklistRefreshMs, (err) => app.log.warn({ err }, 'blacklist refresh failed; keeping the last list'));
  if (settings.log) recorder.start();
  app.addHook('onClose', async () => {
    blocklist.stop();
    await recorder.stop();
  });

  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (!blocklist.isBlocked(clientIp(request))) return done();
    request.trafficBlocked = true;
    done(errors.ipBlocked());
  });

  if (!settings.log) return;
  const secretRoutes = new SecretRoutes();
  app.addHook('onRoute', (route) => secretRoutes.note(route.url));
  app.addHook('onResponse', requestLogger(capture, recorder, secretRoutes));
});

const SECRET_ROUTE = /:(token|secret)\b/i;

/**
 * Which requests' paths hold a secret (a verification token): those routed to a pattern with a
 * :token or :secret parameter. Such a route only matches a URL that starts with its text before the
 * first parameter, or one with %-escapes (the router decodes them before matching), so any other
 * request is answered without request.routeOptions, which Fastify builds afresh on every read.
 */
class SecretRoutes {
  private readonly prefixes: string[] = [];

  /** Told each route as it is registered (an onRoute hook). */
  note(pattern: string): void {
    if (!SECRET_ROUTE.test(pattern)) return;
    const prefix = pattern.slice(0, pattern.search(/[:*]/));
    if (!this.prefixes.includes(prefix)) this.prefixes.push(prefix);
  }

  /** The route's pattern when the request's path holds a secret, else null. */
  of(request: FastifyRequest): string | null {
    if (this.prefixes.length === 0 || !this.mayMatch(request.url)) return null;
    const pattern = request.routeOptions.url;
    return pattern !== undefined && SECRET_ROUTE.test(pattern) ? pattern : null;
  }

  /** Whether the router may have matched the URL to a secret route. */
  private mayMatch(url: string): boolean {
    if (url.includes('%')) return true;
    for (const prefix of this.prefixes) if (url.startsWith(prefix)) return true;
    return false;
  }
}

/**
 * The onResponse hook: notes the request's facts in the capture, nothing more (recognition, geo and
 * the row come at flush time: rowMaker); never fails or delays a request.
 */
function requestLogger(capture: RequestCapture, recorder: TrafficRecorder, secretRoutes: SecretRoutes) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    try {
      if (!isAnalyzerPolling(request.method, request.url)) {
        capture.add(
          Date.now(),
          clientIp(request),
          request.method,
          request.url,
          secretRoutes.of(request),
          reply.statusCode,
          reply.elapsedTime,
          String(request.headers['user-agent'] ?? ''),
          request.auth?.user.id ?? null,
          request.trafficBlocked,
        );
        if (capture.full) void recorder.flush();
      }
    } catch (err) {
      request.log.error({ err }, 'request not logged');
    }
    done();
  };
}

/**
 * At flush time, in request order: recognition (its counters see each request at the time it was
 * made), geo, the stored row, and the auto-block switch for suspicious addresses.
 */
function rowMaker(app: FastifyInstance, settings: TrafficSettings, blocklist: Blocklist) {
  const recognize: Recognizer = createRecognizer(settings);
  const autoBlock = autoBlocker(app, settings, blocklist);
  // The admin's switch, from memory: no query.
  const autoBlockEnabled = () => app.settingsCache.get('auto_block_suspicious');
  // One facts object for the whole drain: recognition and the row copy what they keep.
  const facts: RequestFacts = { ip: '', method: '', path: '', rawUrl: '', userAgent: '', statusCode: 0, blocked: false, now: 0 };
  return (c: Captured): TrafficRow => {
    facts.ip = c.ip;
    facts.method = c.method;
    facts.path = endpointOf(c.url, c.secretRoute ?? undefined);
    facts.rawUrl = c.url;
    facts.userAgent = c.userAgent;
    facts.statusCode = c.statusCode;
    facts.blocked = c.blocked;
    facts.now = c.at;
    const verdict = recognize(facts);
    if (verdict.reason && verdict.reason !== 'blocked_ip' && autoBlockEnabled()) autoBlock(facts.ip, verdict.reason, facts.now);
    return logRow(facts, verdict, c.userId, c.responseTime);
  };
}

/** User agents as stored, remembered (bounded): a few make most of the traffic, and they are long to scan. */
const storedUserAgents = new Map<string, string>();
function storedUserAgent(userAgent: string): string {
  let stored = storedUserAgents.get(userAgent);
  if (stored === undefined) {
    stored = clean(userAgent, MAX_USER_AGENT);
    if (userAgent.length <= 1024) {
      if (storedUserAgents.size >= 5000) storedUserAgents.clear();
      storedUserAgents.set(userAgent, stored);
    }
  }
  return stored;
}

/** The stored row: bounded, cleaned text, the verdict and the place. */
function logRow(facts: RequestFacts, verdict: Verdict, userId: string | null, responseTime: number): TrafficRow {
  const geo = lookupGeo(facts.ip);
  return {
    createdAt: facts.now,
    ipAddress: facts.ip,
    method: facts.method.slice(0, 16),
    endpoint: facts.path,
    statusCode: facts.statusCode,
    responseTime,
    userAgent: facts.userAgent ? storedUserAgent(facts.userAgent) : null,
    userId,
    isBot: verdict.isBot,
    botName: verdict.botName,
    isSuspicious: verdict.isSuspicious,
    suspiciousReason: verdict.reason,
    city: geo.city,
    country: geo.country,
  };
}

/** Counts suspicious requests per address; at the threshold (never for loopback) blacklists it for 24 hours. */
function autoBlocker(app: FastifyInstance, settings: TrafficSettings, blocklist: Blocklist) {
  const suspiciousHits = new WindowCounter(AUTO_BLOCK_WINDOW_MS);
  return (ip: string, reason: string, now: number) => {
    // Loopback is asked only at the threshold: net.BlockList.check builds a native SocketAddress for
    // each call (several µs), and this runs for every suspicious request while the switch is on.
    if (suspiciousHits.hit(ip, now) !== settings.autoBlockThreshold || isLoopback(ip)) return;
    app.background.run(async () => {
      const why = `Auto-blocked: ${settings.autoBlockThreshold} suspicious requests in 10 minutes (last: ${reason})`;
      await upsertBlacklist(app.db, { ipAddress: ip, reason: why, expiresAt: new Date(now + AUTO_BLOCK_MS), createdBy: null });
      await blocklist.refresh();
      app.log.warn({ ip }, why);
    });
  };
}
