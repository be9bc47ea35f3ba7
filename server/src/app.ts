import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { type Config, ConfigError, productionMailProblem } from './config';
import { type Database, type Db, configuredTarget, openDatabase } from './db/client';
import { errorHandler, routeTable, sendError } from './plugins/error-handler';
import { enforceReplySchemas } from './plugins/reply-schemas';
import { authPlugin } from './plugins/auth';
import { inputGuardPlugin } from './plugins/input-guard';
import { streamsPlugin } from './plugins/streams';
import { spaPlugin } from './plugins/spa';
import { registerSecurityHeaders } from './plugins/security-headers';
import { BackgroundTasks } from './lib/background';
import { createDevMailer, createDisabledMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer';
import { redactUrl } from './lib/redact-url';
import { mailboxRoutes } from './modules/mail/mailbox.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { type AppModel, createAppModel } from './modules/ai/index';
import { generateRoutes } from './modules/generate/generate.routes';
import { projectRoutes } from './modules/projects/projects.routes';
import { type BuildBackend, NO_BUILD_BACKEND } from './modules/builds/build-backend';
import { buildRoutes } from './modules/builds/builds.routes';
import { billingPlugin } from './modules/billing/billing.plugin';
import { trafficHooks } from './modules/traffic/traffic.hooks';
import { trafficRoutes } from './modules/traffic/traffic.routes';
import { Scheduler } from './jobs/scheduler';
import { initNodeChecks } from '@droidforge/generator/check/node';
import { adminGuardPlugin } from './modules/admin/admin-guard';
import { adminRoutes } from './modules/admin/admin.routes';
import type { BillingFigures } from './modules/admin/billing-figures';
import { DATABASE_BILLING_FIGURES } from './modules/admin/billing-figures.queries';
import { securityEventsPlugin } from './modules/audit/security-events';
import { settingsRoutes } from './modules/settings/settings.routes';
import { SettingsCache } from './modules/settings/settings-cache';
import { getSettings } from './modules/settings/settings.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    background: BackgroundTasks;
    generationModel: AppModel;
    buildBackend: BuildBackend;
    billingFigures: BillingFigures;
    /** Every route registered, as `METHOD url` pairs with the reply schemas it declares (the API fuzz and reply schema tests walk them). */
    routeList: RegisteredRoute[];
    /** Scheduled jobs; modules register theirs, main.ts starts the ticks (tests call runNow). */
    scheduler: Scheduler;
    /** The runtime switches in memory, for request-path readers (re-read like the blacklist). */
    settingsCache: SettingsCache;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  replySchemas: unknown[];
}

export interface AppDeps {
  /** An open database (tests pass one); otherwise opened from config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  /** The worker side (toolchain status, compile checks), composed in by main.ts (ADR 0003). */
  builds?: BuildBackend;
  /** Subscriptions and revenue for the admin dashboard (tests seed their own). */
  billingFigures?: BillingFigures;
  /** Where the log goes (tests read it); stdout otherwise. */
  logStream?: DestinationStream;
}

let checksReady: Promise<void> | null = null;

/** Builds the whole HTTP application. Tests call this and use inject(); main.ts adds listen(). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const mailProblem = deps.mailer ? null : productionMailProblem(config);
  if (mailProblem) throw new ConfigError(`Invalid configuration:\n  ${mailProblem}`);
  const app = createServer(config, deps);
  trackRoutes(app);
  await decorateServices(app, config, deps);
  await registerSecurity(app);
  await registerRoutes(app, config);
  return app;
}

/** Fastify with the logger (redacted), request ids, proxy trust and size limits. */
function createServer(config: Config, deps: AppDeps): FastifyInstance {
  return Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["stripe-signature"]'], censor: '[redacted]' },
      serializers: {
        // Never log query strings or token-carrying paths: download and verification links are credentials.
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // One proxy in front: request.ip is the hop it appended (the first untrusted one), never a
    // client-supplied X-Forwarded-For entry.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 2 * 1024 * 1024,
    // Ids are uuids and tokens ≤ 300 characters; a longer path parameter answers 414 URI_TOO_LONG.
    routerOptions: { maxParamLength: 500 },
    // Bad URLs and over-long parameters fail before routing: they get the catalogue's shape too.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  });
}

/** Keeps `app.routeList` (every route as METHOD url, with its reply schemas) for the API fuzz and reply schema tests. */
function trackRoutes(app: FastifyInstance): void {
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    const replySchemas = Object.values((route.schema?.response ?? {}) as Record<string, unknown>);
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url, replySchemas });
  });
}

/** Database, mailer, model, build backend, scheduler and the hooks that close them with the app. */
async function decorateServices(app: FastifyInstance, config: Config, deps: AppDeps): Promise<void> {
  const database =
    deps.database ??
    (await openDatabase(configuredTarget(config), {
      onConnectionLost: (err) => app.log.warn({ err }, 'database connection lost; the pool opens a new one on the next query'),
    }));
  const ownsDatabase = !deps.database;
  const background = new BackgroundTasks(app.log);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('background', background);
  app.decorate('mailer', deps.mailer ?? chooseMailer(config, database.db, app.log));
  app.decorate('generationModel', createAppModel(config.llm, app.log));
  app.decorate('buildBackend', deps.builds ?? NO_BUILD_BACKEND);
  app.decorate('billingFigures', deps.billingFigures ?? DATABASE_BILLING_FIGURES);
  app.decorate('scheduler', new Scheduler({ db: database.db, log: app.log, config }));
  const settingsCache = new SettingsCache(() => getSettings(database.db));
  app.decorate('settingsCache', settingsCache);
  await settingsCache.refresh();
  settingsCache.start(config.traffic.blocklistRefreshMs, (err) => app.log.warn({ err }, 'settings refresh failed; keeping the last values'));
  // The Kotlin syntax check needs its tree-sitter grammar loaded once per process.
  checksReady ??= initNodeChecks();
  await checksReady;
  app.addHook('onClose', async () => {
    app.scheduler.stop();
    settingsCache.stop();
    await background.drain();
    if (ownsDatabase) await database.close();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** Blacklist first, then helmet's headers (CSP), before any route or static file. */
async function registerSecurity(app: FastifyInstance): Promise<void> {
  // First: blacklisted addresses are refused before any other hook, route or static file.
  await app.register(trafficHooks);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
}

/** The error handler, reply schemas, plugins and every module's routes; the SPA last (it answers unmatched paths). */
async function registerRoutes(app: FastifyInstance, config: Config): Promise<void> {
  app.setErrorHandler(errorHandler);
  enforceReplySchemas(app);
  const routes = routeTable(app);
  await app.register(inputGuardPlugin);
  await app.register(streamsPlugin);
  await app.register(authPlugin);
  await app.register(adminGuardPlugin);
  await app.register(securityEventsPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(mailboxRoutes);
  await app.register(generateRoutes);
  await app.register(projectRoutes);
  await app.register(buildRoutes);
  await app.register(billingPlugin);
  await app.register(settingsRoutes);
  await app.register(adminRoutes);
  await app.register(trafficRoutes);
  await app.register(spaPlugin, { distDir: config.webDistDir, unmatched: routes.unmatched });
}

/** SMTP when configured; otherwise the dev mailbox, except in production where mail is dropped. */
function chooseMailer(config: Config, db: Db, log: FastifyInstance['log']): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return config.env === 'production' ? createDisabledMailer(log) : createDevMailer(db, log, config.publicUrl);
}
