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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_credits_non_negative', sql`${t.credits} >= 0`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    packageName: text('package_name').notNull(),
    status: text('status').notNull().default('generated'),
    currentVersion: integer('current_version').notNull().default(1),
    prompt: text('prompt').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('projects_user_idx').on(t.userId, t.createdAt)],
);

export const projectVersions = pgTable(
  'project_versions',
  {
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
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
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    versionN: integer('version_n').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] }).notNull().default('queued'),
    step: text('step'),
    toolchain: text('toolchain').notNull().default('embedded'),
    steps: jsonb('steps').notNull().default([]),
    log: text('log').notNull().default(''),
    findings: jsonb('findings').notNull().default([]),
    error: text('error'),
    apkPath: text('apk_path'),
    apkSize: integer('apk_size'),
    sha256: text('sha256'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The worker running the build and its last sign of life: a silent worker's build is failed. */
    workerId: text('worker_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The AdMob ids the build was requested with (Gradle toolchain only), or null. */
    admob: jsonb('admob'),
    /** 'fix': Fix with AI's compile of repaired files (in `fix`), settled into a version by the server. */
    kind: text('kind', { enum: ['build', 'fix'] }).notNull().default('build'),
    fix: jsonb('fix'),
    fixResult: jsonb('fix_result'),
    fixSettledAt: timestamp('fix_settled_at', { withTimezone: true }),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    projectId: uuid('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    versionN: integer('version_n').notNull(),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['starter', 'pro', 'business'] }).notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'annual'] }).notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** One row per provider subscription, kept in step with the provider's current object. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    /** The plan paid for the current period (a downgrade waits in scheduledTier until renewal). */
    tier: text('tier', { enum: ['starter', 'pro', 'business'] }).notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'annual'] }).notNull(),
    /** The provider's status: active, past_due, canceled, incomplete, … */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A set end (an annual plan cancelled within 24 h of renewal ends after the coming renewal). */
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    scheduledTier: text('scheduled_tier', { enum: ['starter', 'pro', 'business'] }),
    scheduledPeriod: text('scheduled_period', { enum: ['monthly', 'annual'] }),
    /** Start of the month that build and app allowances count in (the last credit reset). */
    usagePeriodStart: timestamp('usage_period_start', { withTimezone: true }).notNull(),
    /** The next monthly credit reset of an annual plan; null when the renewal invoice does it. */
    creditsResetAt: timestamp('credits_reset_at', { withTimezone: true }),
    /** Start of the newest paid period whose credits were granted. */
    paidPeriodStart: timestamp('paid_period_start', { withTimezone: true }),
    /** The paid invoice whose credits were granted last: each invoice grants once. */
    grantedInvoiceId: text('granted_invoice_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    tier: text('tier', { enum: ['starter', 'pro', 'business'] }).notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'annual'] }).notNull(),
    /** In the currency's smallest unit (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_invoice_key').on(t.providerInvoiceId), index('payments_user_idx').on(t.userId, t.paidAt)],
);

/** Provider webhook events already applied: inserted in the same transaction as their effect. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per scheduled job: whoever holds an unexpired lock runs it; other processes skip that tick. */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
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
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Set after repeated failures (growing delays): no attempt is even checked before then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_updated_idx').on(t.updatedAt)],
);

/** One row per HTTP request (issue 13), written in batches; kept 90 days. No foreign key: logs outlive users. */
export const trafficLogs = pgTable(
  'traffic_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
  (t) => [index('traffic_logs_created_idx').on(t.createdAt), index('traffic_logs_suspicious_idx').on(t.createdAt).where(sql`${t.isSuspicious}`)],
);

/** Blocked addresses and CIDR ranges; a row past expires_at no longer blocks. */
export const ipBlacklist = pgTable(
  'ip_blacklist',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Canonical form: an address, or a network address with its prefix (e.g. 203.0.113.0/24). */
    ipAddress: text('ip_address').notNull(),
    reason: text('reason').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
  },
  (t) => [uniqueIndex('ip_blacklist_ip_key').on(t.ipAddress)],
);

/**
 * Hourly roll-ups of traffic_logs, kept up to date by the same statement that writes each batch:
 * the analyzer's 7- and 30-day figures read these instead of scanning every row.
 */
export const trafficHourly = pgTable('traffic_hourly', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
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
    hour: timestamp('hour', { withTimezone: true }).notNull(),
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
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    kind: text('kind', { enum: ['generate', 'refine'] }).notNull(),
    cost: integer('cost').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('generation_reservations_created_idx').on(t.createdAt)],
);
