import type { BuildStep, Finding, FixOutcome } from '@droidforge/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A point in time, always stored with its time zone. */
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
/** Row id of the log-like tables, numbered by the database. */
const serialId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** The user or project a row belongs to: the row goes when they go. */
const ownerUserId = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
const ownerProjectId = () => uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' });
/** What a payment buys: a paid plan and how often it is billed. */
const paidTier = (name: string) => text(name, { enum: ['starter', 'pro', 'business'] });
const billingPeriod = (name: string) => text(name, { enum: ['monthly', 'annual'] });
const paidPlan = () => ({ tier: paidTier('tier').notNull(), billingPeriod: billingPeriod('billing_period').notNull() });
/** The version of a project a row is about (the row goes with the project). */
const projectVersion = () => ({ projectId: ownerProjectId(), versionN: integer('version_n').notNull() });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'superadmin'] }).notNull().default('user'),
    tier: text('tier', { enum: ['free', 'starter', 'pro', 'business'] }).notNull().default('free'),
    /** Balance; changes only together with a credit_ledger row, never below zero. */
    credits: integer('credits').notNull().default(0),
    suspended: boolean('suspended').notNull().default(false),
    emailVerifiedAt: at('email_verified_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_credits_non_negative', sql`${t.credits} >= 0`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerUserId(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerUserId(),
    purpose: text('purpose', { enum: ['verify_email'] }).notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serialId(),
    userId: ownerUserId(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason', { enum: ['grant', 'generate', 'refine', 'fix', 'refund', 'admin', 'reset', 'purchase'] }).notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.id), uniqueIndex('credit_ledger_idem_key').on(t.userId, t.idempotencyKey)],
);

/** Dev mailbox: messages kept when no SMTP_URL is configured. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: serialId(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.to, t.id)],
);

/** Answers to requests sent with an Idempotency-Key, replayed on retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerUserId(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull().default('pending'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerUserId(),
    name: text('name').notNull(),
    packageName: text('package_name').notNull(),
    status: text('status').notNull().default('generated'),
    currentVersion: integer('current_version').notNull().default(1),
    prompt: text('prompt').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('projects_user_idx').on(t.userId, t.createdAt)],
);

export const projectVersions = pgTable(
  'project_versions',
  {
    projectId: ownerProjectId(),
    n: integer('n').notNull(),
    source: text('source', { enum: ['generate', 'refine', 'fix', 'edit', 'restore'] }).notNull(),
    /** The AppSpec; null once files were edited by hand. */
    spec: jsonb('spec'),
    /** Project files keyed by path. */
    files: jsonb('files').notNull(),
    prompt: text('prompt'),
    /** GenerationReport of a generate or refine version: what was built, what was not and why. */
    report: jsonb('report'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.n] })],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    projectId: ownerProjectId(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    versionN: integer('version_n'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_project_idx').on(t.projectId, t.id)],
);

export const builds = pgTable(
  'builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...projectVersion(),
    userId: ownerUserId(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] }).notNull().default('queued'),
    step: text('step'),
    toolchain: text('toolchain').notNull().default('embedded'),
    steps: jsonb('steps').$type<BuildStep[]>().notNull().default([]),
    log: text('log').notNull().default(''),
    findings: jsonb('findings').$type<Finding[]>().notNull().default([]),
    error: text('error'),
    apkPath: text('apk_path'),
    apkSize: integer('apk_size'),
    sha256: text('sha256'),
    queuedAt: at('queued_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    deadlineAt: at('deadline_at'),
    expiresAt: at('expires_at'),
    deletedAt: at('deleted_at'),
    /** The worker running the build and its last sign of life: a silent worker's build is failed. */
    workerId: text('worker_id'),
    heartbeatAt: at('heartbeat_at'),
    /** The AdMob ids the build was requested with (Gradle toolchain only), or null. */
    admob: jsonb('admob'),
    /** 'fix': Fix with AI's compile of repaired files (in `fix`), settled into a version by the server. */
    kind: text('kind', { enum: ['build', 'fix'] }).notNull().default('build'),
    fix: jsonb('fix'),
    fixResult: jsonb('fix_result').$type<FixOutcome>(),
    fixSettledAt: at('fix_settled_at'),
  },
  (t) => [
    index('builds_project_idx').on(t.projectId, t.queuedAt),
    index('builds_user_idx').on(t.userId, t.queuedAt),
    index('builds_status_idx').on(t.status, t.queuedAt),
  ],
);

export const fixAttempts = pgTable(
  'fix_attempts',
  {
    id: serialId(),
    ...projectVersion(),
    signature: text('signature').notNull(),
    charged: boolean('charged').notNull().default(false),
    succeeded: boolean('succeeded').notNull().default(false),
    /** The queued compile of this attempt (none when the repair itself failed). */
    buildId: uuid('build_id'),
    createdAt: createdAt(),
  },
  (t) => [index('fix_attempts_project_idx').on(t.projectId, t.versionN)],
);

export const signingKeys = pgTable('signing_keys', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** Keystore bytes (base64), encrypted at rest. */
  keystore: text('keystore').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** `admin` (an operator's action) or `security` (logins, lockouts, verification, plan changes). */
    kind: text('kind', { enum: ['admin', 'security'] }).notNull().default('admin'),
    details: jsonb('details'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  // Append-only: a trigger refuses UPDATE and DELETE (migration 0010).
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Runtime switches operators change from /admin/settings; typed keys live in modules/settings. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/** The payment provider's customer for each user who ever started a checkout. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_customers_provider_key').on(t.providerCustomerId)],
);

/** Checkout sessions we created, so a double click or a second tab reuses the open one. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerUserId(),
    ...paidPlan(),
    url: text('url').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** One row per provider subscription, kept in step with the provider's current object. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerUserId(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    /** The plan paid for the current period (a downgrade waits in scheduledTier until renewal). */
    ...paidPlan(),
    /** The provider's status: active, past_due, canceled, incomplete, … */
    status: text('status').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A set end (an annual plan cancelled within 24 h of renewal ends after the coming renewal). */
    cancelAt: at('cancel_at'),
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    scheduledTier: paidTier('scheduled_tier'),
    scheduledPeriod: billingPeriod('scheduled_period'),
    /** Start of the month that build and app allowances count in (the last credit reset). */
    usagePeriodStart: at('usage_period_start').notNull(),
    /** The next monthly credit reset of an annual plan; null when the renewal invoice does it. */
    creditsResetAt: at('credits_reset_at'),
    /** Start of the newest paid period whose credits were granted. */
    paidPeriodStart: at('paid_period_start'),
    /** The paid invoice whose credits were granted last: each invoice grants once. */
    grantedInvoiceId: text('granted_invoice_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_key').on(t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_reset_idx').on(t.creditsResetAt),
  ],
);

/** A row per paid invoice. Kept 7 years (privacy policy); retention jobs never remove them. */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    ...paidPlan(),
    /** In the currency's smallest unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    paidAt: at('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_invoice_key').on(t.providerInvoiceId), index('payments_user_idx').on(t.userId, t.paidAt)],
);

/** Provider webhook events already applied: inserted in the same transaction as their effect. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: at('created_at').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
});

/** One row per scheduled job: whoever holds an unexpired lock runs it; other processes skip that tick. */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  lockedUntil: at('locked_until').notNull(),
  lastRunAt: at('last_run_at'),
});

/**
 * Rate-limit buckets shared by every server process (ADR 0007). `key` is a SHA-256 of the bucket
 * name, so no email or address is stored; rows past their window are pruned by the sweeper.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    /** Set after repeated failures (growing delays): no attempt is even checked before then. */
    blockedUntil: at('blocked_until'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('rate_limits_updated_idx').on(t.updatedAt)],
);

/**
 * One row per HTTP request (issue 13), written in batches; kept 90 days. No foreign key: logs outlive
 * users. No primary key either: id (generated, so unique) is never looked up, and one index less
 * makes every row cheaper to write.
 */
export const trafficLogs = pgTable(
  'traffic_logs',
  {
    /** Taken 1,000 at a time per connection: unique, in insertion order only within one connection. */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({ cache: 1000 }),
    createdAt: createdAt(),
    ipAddress: text('ip_address').notNull(),
    method: text('method').notNull(),
    /** Path only: never the query string, and secret path parts replaced by the route's placeholder. */
    endpoint: text('endpoint').notNull(),
    statusCode: integer('status_code').notNull(),
    /** Milliseconds. */
    responseTime: real('response_time').notNull(),
    userAgent: text('user_agent'),
    userId: uuid('user_id'),
    isBot: boolean('is_bot').notNull().default(false),
    botName: text('bot_name'),
    isSuspicious: boolean('is_suspicious').notNull().default(false),
    suspiciousReason: text('suspicious_reason'),
    city: text('city'),
    country: text('country'),
  },
  // created_at: BRIN, since the log is appended in time order and only read by ranges (migration 0013).
  (t) => [index('traffic_logs_created_idx').using('brin', t.createdAt), index('traffic_logs_suspicious_idx').on(t.createdAt).where(sql`${t.isSuspicious}`)],
);

/** Blocked addresses and CIDR ranges; a row past expires_at no longer blocks. */
export const ipBlacklist = pgTable(
  'ip_blacklist',
  {
    id: serialId(),
    /** Canonical form: an address, or a network address with its prefix (e.g. 203.0.113.0/24). */
    ipAddress: text('ip_address').notNull(),
    reason: text('reason').notNull(),
    blockedAt: at('blocked_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    createdBy: uuid('created_by'),
  },
  (t) => [uniqueIndex('ip_blacklist_ip_key').on(t.ipAddress)],
);

/**
 * Hourly roll-ups of traffic_logs, kept up to date by the same statement that writes each batch:
 * the analyzer's 7- and 30-day figures read these instead of scanning every row.
 */
export const trafficHourly = pgTable('traffic_hourly', {
  hour: at('hour').primaryKey(),
  requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  bots: bigint('bots', { mode: 'number' }).notNull().default(0),
  suspicious: bigint('suspicious', { mode: 'number' }).notNull().default(0),
  humans: bigint('humans', { mode: 'number' }).notNull().default(0),
  responseTimeSum: doublePrecision('response_time_sum').notNull().default(0),
});

/** Requests per hour per address, country, endpoint and status code (kind = ip | country | endpoint | status). */
export const trafficHourlyDims = pgTable(
  'traffic_hourly_dims',
  {
    kind: text('kind').notNull(),
    hour: at('hour').notNull(),
    value: text('value').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'traffic_hourly_dims_pk', columns: [t.kind, t.hour, t.value] })],
);

/**
 * Credits held by a generation or refinement in progress. The row goes when the work settles
 * (saved, or refunded); one older than the model's timeout belongs to a process that died and is
 * refunded by the sweeper. Whoever deletes the row settles it, so nothing is refunded twice.
 */
export const generationReservations = pgTable(
  'generation_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerUserId(),
    projectId: uuid('project_id').notNull(),
    kind: text('kind', { enum: ['generate', 'refine'] }).notNull(),
    cost: integer('cost').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('generation_reservations_created_idx').on(t.createdAt)],
);
