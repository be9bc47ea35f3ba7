import { z } from 'zod';
import path from 'node:path';

/**
 * The only reader of process.env in server/, but for the build settings (BUILD_*, TOOLCHAIN_DIR,
 * APP_SECRET, ANDROID_HOME, GRADLE_*, ALLOW_UNSANDBOXED_BUILDS): those are the worker's, and its own
 * loader (worker/src/config.ts) reads them for the standalone worker and, called from main.ts, for
 * this process. Every variable is listed in the README's configuration table; a bad value stops
 * start-up with a message naming the variable.
 */
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(def ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const stripePrice = z.string().regex(/^price_\w+$/, 'must be a Stripe price id (price_…)').optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REQUIRE_EMAIL_VERIFICATION: bool(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Droidforge <no-reply@droidforge.local>'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  TRUST_PROXY: bool(false),
  LLM_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
  LLM_MODEL: z.string().optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  WEB_DIST_DIR: z.string().optional(),
  BUILD_WORKER: z.enum(['on', 'off']).default('on'),
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  BUILD_WARMUP: z.enum(['on', 'off']).default('on'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…, or rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)').optional(),
  STRIPE_PRICE_STARTER_MONTHLY: stripePrice,
  STRIPE_PRICE_PRO_MONTHLY: stripePrice,
  STRIPE_PRICE_PRO_ANNUAL: stripePrice,
  STRIPE_PRICE_BUSINESS_MONTHLY: stripePrice,
  STRIPE_PRICE_BUSINESS_ANNUAL: stripePrice,
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  TRAFFIC_LOG: z.enum(['on', 'off']).default('on'),
  TRAFFIC_AUTO_BLOCK_THRESHOLD: z.coerce.number().int().min(2).max(10_000).default(20),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL URL, or null for the embedded PGlite database under dataDir/db. */
  databaseUrl: string | null;
  logLevel: Env['LOG_LEVEL'];
  requireEmailVerification: boolean;
  /** SMTP URL, or null for the dev mailbox. */
  smtpUrl: string | null;
  mailFrom: string;
  sessionTtlMs: number;
  trustProxy: boolean;
  llm: {
    provider: Env['LLM_PROVIDER'];
    model: string | null;
    baseUrl: string | null;
    apiKey: string | null;
    timeoutMs: number;
  };
  /** Run scheduled jobs (resets, retention, sweepers) from this process; a database lock keeps each run to one process. */
  scheduler: boolean;
  /** Built SPA to serve, or null to serve none (API only). */
  webDistDir: string | null;
  /**
   * Whether this process builds. The build settings themselves are the worker's (worker/src/config.ts):
   * this file may not import the worker (only main.ts may, through its package entry), and moving their
   * parsing into contracts would put process settings among the HTTP shapes the browser imports. So
   * main.ts loads them with the worker's loader and hands them to the build system.
   */
  builds: {
    /** Run the build worker in this process (embedded default) or leave it to `npm run worker`. */
    worker: boolean;
    /** Compile a small app at start-up so the first user's build finds the tool server warm. */
    warmUp: boolean;
    /**
     * Signs download tokens: APP_SECRET as the worker's settings read it, pinned by main.ts (a random
     * one kept in DATA_DIR when unset). loadConfig alone leaves it null: a random per-process key.
     */
    secret: string | null;
  };
  billing: BillingConfig;
  traffic: {
    /** Record every request in traffic_logs (the bench turns it off to measure its cost). */
    log: boolean;
    /** Auto-block (when the admin switch `auto_block_suspicious` is on): this many suspicious requests from one IP in 10 minutes give a 24-hour entry. */
    autoBlockThreshold: number;
    /** Request-flood and failed-login-burst thresholds per IP. */
    floodPerMinute: number;
    failedLoginsPer10Minutes: number;
    /** How often each process re-reads the blacklist and the runtime switches (other processes' changes). */
    blocklistRefreshMs: number;
    /** The log buffer is written every flushIntervalMs or once it holds flushBatch rows. */
    flushIntervalMs: number;
    flushBatch: number;
  };
  /** Rate limits, kept in the database (ADR 0007); tests lower or raise them. */
  rateLimits: {
    /** Wrong passwords for one account from one address before growing delays start. */
    loginPerAccountAddress: number;
    /** Wrong passwords from one address, whatever the accounts, before growing delays start. */
    loginPerAddress: number;
    /** The first login delay; it doubles with each further failure up to `windowMs`. */
    loginBaseDelayMs: number;
    registerPerIp: number;
    resendPerIp: number;
    resendPerAccount: number;
    windowMs: number;
    /** Live server-sent event streams one user may hold open (per server process). */
    streamsPerUser: number;
  };
}

/**
 * The payment provider. `stripe: null` means the built-in sandbox provider (ADR 0008), which the
 * same `stripe` SDK talks to over loopback; its key, secret and prices are made at start-up.
 */
export interface BillingConfig {
  stripe: { secretKey: string; webhookSecret: string; prices: Record<string, string> } | null;
  /** Timeout of one provider call; a slower answer is a 502 with a clear message. */
  timeoutMs: number;
  /** Run the sandbox when there is no key: never in production, where checkout is then unavailable. */
  sandbox: boolean;
  /** Where the sandbox keeps its records across restarts; null = memory only (tests). */
  sandboxStateFile: string | null;
}

export class ConfigError extends Error {}

const PRICE_VARS = {
  starter_monthly: 'STRIPE_PRICE_STARTER_MONTHLY',
  pro_monthly: 'STRIPE_PRICE_PRO_MONTHLY',
  pro_annual: 'STRIPE_PRICE_PRO_ANNUAL',
  business_monthly: 'STRIPE_PRICE_BUSINESS_MONTHLY',
  business_annual: 'STRIPE_PRICE_BUSINESS_ANNUAL',
} as const;

function billingConfig(e: Env, dataDir: string): BillingConfig {
  const base = { timeoutMs: e.STRIPE_TIMEOUT_MS, sandboxStateFile: path.join(dataDir, 'billing-sandbox.json'), sandbox: false };
  // The sandbox accepts a test card: in production it would hand out paid plans for nothing.
  if (!e.STRIPE_SECRET_KEY) return { ...base, stripe: null, sandbox: e.NODE_ENV !== 'production' };
  const missing = [...(e.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET']), ...Object.values(PRICE_VARS).filter((v) => !e[v])];
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.map((v) => `  ${v}: required when STRIPE_SECRET_KEY is set`).join('\n')}`);
  const prices = Object.fromEntries(Object.entries(PRICE_VARS).map(([key, v]) => [key, e[v]!]));
  if (new Set(Object.values(prices)).size !== Object.keys(prices).length) throw new ConfigError('Invalid configuration:\n  STRIPE_PRICE_*: each plan and period needs its own price id');
  return { ...base, stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, prices } };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    logLevel: e.LOG_LEVEL,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    trustProxy: e.TRUST_PROXY,
    llm: {
      provider: e.LLM_PROVIDER,
      model: e.LLM_MODEL ?? null,
      baseUrl: e.LLM_BASE_URL ?? null,
      apiKey: e.LLM_API_KEY ?? null,
      timeoutMs: e.LLM_TIMEOUT_MS,
    },
    scheduler: e.SCHEDULER === 'on',
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.resolve('web/dist'),
    builds: buildsConfig(e),
    billing: billingConfig(e, dataDir),
    traffic: trafficConfig(e),
    rateLimits: { ...RATE_LIMITS },
  };
}

/** The environment, checked as a whole: one ConfigError listing what is wrong, before anything starts. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.LLM_PROVIDER !== 'offline' && !e.LLM_MODEL) {
    throw new ConfigError(`Invalid configuration:\n  LLM_MODEL: required when LLM_PROVIDER=${e.LLM_PROVIDER}`);
  }
  if (e.LLM_PROVIDER === 'openai-compatible' && !e.LLM_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  LLM_BASE_URL: required when LLM_PROVIDER=openai-compatible');
  }
  const mailProblem = productionMailProblem({ env: e.NODE_ENV, requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION, smtpUrl: e.SMTP_URL ?? null });
  if (mailProblem) throw new ConfigError(`Invalid configuration:\n  ${mailProblem}`);
  return e;
}

function buildsConfig(e: Env): Config['builds'] {
  return {
    worker: e.BUILD_WORKER === 'on',
    warmUp: e.BUILD_WARMUP === 'on',
    secret: null,
  };
}

function trafficConfig(e: Env): Config['traffic'] {
  return {
    log: e.TRAFFIC_LOG === 'on',
    autoBlockThreshold: e.TRAFFIC_AUTO_BLOCK_THRESHOLD,
    floodPerMinute: 600,
    failedLoginsPer10Minutes: 5,
    blocklistRefreshMs: 2000,
    flushIntervalMs: 1000,
    flushBatch: 5000,
  };
}

const RATE_LIMITS: Config['rateLimits'] = {
  loginPerAccountAddress: 5,
  loginPerAddress: 30,
  loginBaseDelayMs: 2000,
  registerPerIp: 10,
  resendPerIp: 10,
  resendPerAccount: 3,
  windowMs: 15 * 60 * 1000,
  streamsPerUser: 4,
};

/**
 * In production a verification link may only travel by real mail: the dev mailbox would hand
 * anyone a sign-in link. Answers the start-up message, or null when the mail setup is fine.
 */
export function productionMailProblem(c: Pick<Config, 'env' | 'requireEmailVerification' | 'smtpUrl'>): string | null {
  if (c.env !== 'production' || !c.requireEmailVerification || c.smtpUrl) return null;
  return 'SMTP_URL: required when NODE_ENV=production and REQUIRE_EMAIL_VERIFICATION=true (the dev mailbox never runs in production)';
}
