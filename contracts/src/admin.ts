import { z } from 'zod';
import { PublicUserSchema, ROLES } from './auth';
import { TIERS } from './plans';
import { PaginationSchema, ProjectCoreSchema } from './projects';

/** Spec §9: the users table shows 20 a page; the API accepts up to 100. */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 100;
/** Largest credit amount one operator action may add or set (bounded, spec §5 integer). */
export const ADMIN_CREDITS_MAX = 10_000_000;

const page = z.coerce.number({ message: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(1_000_000).default(1);
const limit = (def: number) =>
  z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(ADMIN_PAGE_MAX, `limit must be at most ${ADMIN_PAGE_MAX}`).default(def);
const search = z.string().trim().max(200).optional().transform((s) => (s ? s : undefined));

export const AdminUsersQuerySchema = z.object({
  page,
  limit: limit(ADMIN_USERS_PAGE_SIZE),
  search,
  tier: z.union([z.enum(TIERS), z.literal('')]).optional().transform((t) => (t ? t : undefined)),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/** Spec §3 "Admin view" of a user: the owner's view, with suspension instead of verification. */
export const AdminUserSchema = PublicUserSchema.omit({ email_verified: true }).extend({ suspended: z.boolean() });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersReplySchema = z.object({ users: z.array(AdminUserSchema), pagination: PaginationSchema });
export type AdminUsersReply = z.infer<typeof AdminUsersReplySchema>;

/** Suspend, activate, credits and role changes answer the user as it is now. */
export const AdminUserReplySchema = z.object({ user: AdminUserSchema });
export type AdminUserReply = z.infer<typeof AdminUserReplySchema>;

/** GET /api/admin/users/:id: the user with their projects, recent builds, credit ledger and sessions. */
export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema.extend({ email_verified: z.boolean() }),
  projects: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), versions: z.number(), created_at: z.string() })),
  builds: z.array(
    z.object({
      id: z.string(),
      project_id: z.string(),
      project_name: z.string(),
      status: z.string(),
      error: z.string().nullable(),
      queued_at: z.string(),
      finished_at: z.string().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number(),
      delta: z.number(),
      balance_after: z.number(),
      reason: z.string(),
      ref_type: z.string().nullable(),
      ref_id: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** `id` is a short prefix of the session id, enough to tell sessions apart. */
  sessions: z.array(z.object({ id: z.string(), created_at: z.string(), last_used_at: z.string(), expires_at: z.string() })),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const ModifyCreditsBodySchema = z.object({
  credits: z
    .number({ message: 'credits must be a whole number' })
    .int('credits must be a whole number')
    .min(0, 'credits cannot be negative')
    .max(ADMIN_CREDITS_MAX, `credits must be at most ${ADMIN_CREDITS_MAX}`),
  operation: z.enum(['add', 'set'], { message: 'operation must be add or set' }),
});
export type ModifyCreditsBody = z.infer<typeof ModifyCreditsBodySchema>;

export const ChangeRoleBodySchema = z.object({ role: z.enum(ROLES, { message: 'role must be user, admin or superadmin' }) });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBodySchema>;

/** Spec §3 Dashboard stats. */
export const DashboardStatsSchema = z.object({
  users: z.object({
    total: z.number(),
    newLast7Days: z.number(),
    byTier: z.array(z.object({ subscription_tier: z.enum(TIERS), count: z.number() })),
  }),
  projects: z.object({ total: z.number(), newLast7Days: z.number() }),
  builds: z.object({ total: z.number(), successful: z.number(), failed: z.number(), successRate: z.number() }),
  subscriptions: z.object({ mrr: z.number(), arr: z.number(), active: z.number() }),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** Spec §3 Metrics. */
export const DashboardMetricsSchema = z.object({
  system: z.object({
    uptime: z.number(),
    cpu: z.object({ loadAvg: z.array(z.number()) }),
    memory: z.object({ used: z.number(), total: z.number(), usagePercent: z.number() }),
  }),
  database: z.object({ status: z.enum(['connected', 'error']), latency: z.number().nullable() }),
});
export type DashboardMetrics = z.infer<typeof DashboardMetricsSchema>;

/** Beyond the spec: one point a day for the last 30 days. */
export const DAILY_SERIES = ['signups', 'generations', 'buildsOk', 'buildsFailed', 'creditsSpent', 'revenue'] as const;
const dailyCounts = Object.fromEntries(DAILY_SERIES.map((k) => [k, z.number()])) as Record<(typeof DAILY_SERIES)[number], z.ZodNumber>;
export const DailyPointSchema = z.object({ date: z.string(), ...dailyCounts });
export type DailyPoint = z.infer<typeof DailyPointSchema>;
export const DashboardSeriesSchema = z.object({ days: z.array(DailyPointSchema) });
export type DashboardSeries = z.infer<typeof DashboardSeriesSchema>;

export const AuditQuerySchema = z.object({
  page,
  limit: limit(50),
  actor: search,
  action: search,
  kind: z.enum(['admin', 'security']).optional(),
  from: z.coerce.date({ message: 'from must be a date' }).optional(),
  to: z.coerce.date({ message: 'to must be a date' }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  kind: z.enum(['admin', 'security']),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  details: z.unknown(),
  ip: z.string().nullable(),
});
export const AuditReplySchema = z.object({ entries: z.array(AuditEntrySchema), actions: z.array(z.string()), pagination: PaginationSchema });
export type AuditReply = z.infer<typeof AuditReplySchema>;

export const AdminProjectsQuerySchema = z.object({ page, limit: limit(ADMIN_USERS_PAGE_SIZE), search, userId: z.string().uuid().optional() });
export type AdminProjectsQuery = z.infer<typeof AdminProjectsQuerySchema>;

export const AdminProjectSchema = ProjectCoreSchema.extend({
  versions: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  owner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  lastBuild: z.object({ id: z.string(), status: z.string(), queued_at: z.string(), finished_at: z.string().nullable(), error: z.string().nullable() }).nullable(),
});
export const AdminProjectsReplySchema = z.object({ projects: z.array(AdminProjectSchema), pagination: PaginationSchema });
export type AdminProjectsReply = z.infer<typeof AdminProjectsReplySchema>;

/** GET /api/admin/projects/:id, the read-only support view: the current files and the recent builds with their logs. */
export const AdminProjectDetailSchema = ProjectCoreSchema.extend({
  prompt: z.string(),
  current_version: z.number(),
  owner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  files: z.record(z.string(), z.string()),
  builds: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      version: z.number(),
      error: z.string().nullable(),
      log: z.string(),
      queued_at: z.string(),
      finished_at: z.string().nullable(),
    }),
  ),
});
export type AdminProjectDetail = z.infer<typeof AdminProjectDetailSchema>;

/**
 * Runtime switches kept in the database (app_settings), obeyed at once. To add one: a key here with
 * its schema, its default below; the server store and the Settings screen's API pick it up.
 */
export const SETTING_SCHEMAS = {
  registrations_open: z.boolean(),
  notice_banner: z.string().trim().max(500),
  /** An IP with TRAFFIC_AUTO_BLOCK_THRESHOLD suspicious requests in 10 minutes gets a 24-hour blacklist entry. */
  auto_block_suspicious: z.boolean(),
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValues = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };
export const SETTING_DEFAULTS: SettingValues = { registrations_open: true, notice_banner: '', auto_block_suspicious: false };

/** Any subset of the keys; a new key added to SETTING_SCHEMAS (and SETTING_DEFAULTS) is settable at once. */
export const UpdateSettingsBodySchema = z.object(SETTING_SCHEMAS).partial().strict();
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBodySchema>;

/** PUT /api/admin/settings answers every switch as stored now. */
export const UpdateSettingsReplySchema = z.object({ switches: z.object(SETTING_SCHEMAS) });
export type UpdateSettingsReply = z.infer<typeof UpdateSettingsReplySchema>;

/** GET /api/admin/settings: the switches, the effective configuration (secrets masked) and each provider's status. */
export const AdminSettingsReplySchema = UpdateSettingsReplySchema.extend({
  config: z.array(z.object({ key: z.string(), value: z.union([z.string(), z.number(), z.boolean()]).nullable() })),
  providers: z.array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() })),
});
export type AdminSettingsReply = z.infer<typeof AdminSettingsReplySchema>;

/** What every visitor may read: the switches that change public pages. */
export const PublicSettingsSchema = z.object({ registrationsOpen: z.boolean(), notice: z.string() });
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
