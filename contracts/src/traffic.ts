import { z } from 'zod';

/** Spec §9 admin constants for the traffic analyzer. */
export const TRAFFIC = {
  autoRefreshMs: 10_000,
  defaultTimeframe: '24h',
  suspiciousLimit: 100,
  suspiciousLimitMax: 500,
  endpointTruncation: 40,
  topCountries: 3,
  /** Realtime tab: the last 30 minutes, newest first, at most this many rows. */
  realtimeWindowMinutes: 30,
  realtimeCap: 200,
  /** Spec §1: usage logs are kept 90 days. */
  retentionDays: 90,
  /** The reason the admin panel sends with a block (spec §7). */
  blockReason: 'Blocked from admin panel - suspicious activity',
} as const;

export const TIMEFRAMES = ['1h', '24h', '7d', '30d'] as const;
export const TimeframeSchema = z.enum(TIMEFRAMES, { message: 'timeframe must be one of 1h, 24h, 7d, 30d' });
export type Timeframe = z.infer<typeof TimeframeSchema>;
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  '1h': 'Last Hour',
  '24h': 'Last 24 Hours',
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
};

/** Why a request was marked suspicious: one enum, one named recognition step each. */
export const SUSPICIOUS_REASONS = [
  'blocked_ip',
  'empty_user_agent',
  'scanner_path',
  'sql_injection',
  'xss',
  'path_traversal',
  'failed_login_burst',
  'rate_limited',
  'request_flood',
] as const;
export type SuspiciousReason = (typeof SUSPICIOUS_REASONS)[number];

export const StatsQuerySchema = z.object({ timeframe: TimeframeSchema.default('24h') });
export const SuspiciousQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TRAFFIC.suspiciousLimitMax).default(TRAFFIC.suspiciousLimit),
});

export interface TrafficStats {
  totalRequests: number;
  uniqueIps: number;
  botRequests: number;
  suspiciousRequests: number;
  /** Neither a bot nor suspicious. */
  humanRequests: number;
  /** Milliseconds, rounded. */
  avgResponseTime: number;
  topCountries: { country: string; count: number }[];
}

export interface TrafficStatsReply {
  timeframe: Timeframe;
  stats: TrafficStats;
  /** Beyond the spec: requests per hour over the timeframe (ISO hour start), oldest first. */
  requestsPerHour: { hour: string; count: number }[];
  topEndpoints: { endpoint: string; count: number }[];
  statusCodes: { status_code: number; count: number }[];
}

export interface TrafficLogEntry {
  id: number;
  created_at: string;
  ip_address: string;
  method: string;
  endpoint: string;
  status_code: number;
  response_time: number;
  user_agent: string | null;
  is_bot: boolean;
  bot_name: string | null;
  is_suspicious: boolean;
  suspicious_reason: SuspiciousReason | null;
  city: string | null;
  country: string | null;
}

export interface BlacklistEntry {
  id: number;
  ip_address: string;
  reason: string;
  blocked_at: string;
  expires_at: string | null;
}

/** GET /api/analytics/realtime: the latest requests. */
export interface RealtimeTrafficReply {
  traffic: TrafficLogEntry[];
}

/** GET /api/analytics/suspicious: the latest suspicious requests. */
export interface SuspiciousTrafficReply {
  suspicious: TrafficLogEntry[];
}

/** GET /api/analytics/blacklist: the blocked addresses and ranges. */
export interface BlacklistReply {
  blacklist: BlacklistEntry[];
}

/** POST /api/analytics/blacklist answers 201 with the entry made. */
export interface BlockReply {
  entry: BlacklistEntry;
}

/** DELETE /api/analytics/blacklist/:ip: the address or range removed. */
export interface UnblockReply {
  removed: string;
}

export const IP_TARGET_MESSAGE = 'Enter a valid IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24.';

/** An IPv4 or IPv6 address or a CIDR range of either ("203.0.113.0/24", "2001:db8::/32"). */
export const IpTargetSchema = z
  .string()
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: IP_TARGET_MESSAGE }));

/**
 * DELETE /api/analytics/blacklist/:ip — the path carries the address or range URL-encoded
 * ("198.19.0.0%2F16"); the router decodes it before this schema reads it.
 */
export const UnblockParamsSchema = z.object({ ip: IpTargetSchema });

export const BlacklistBodySchema = z.object({
  ip_address: z.string().trim().min(1, 'Enter an IP address or range').max(64, 'Enter an IP address or range'),
  reason: z.string().trim().min(1, 'Give a reason').max(500, 'Keep the reason under 500 characters').default(TRAFFIC.blockReason),
  expires_at: z.iso.datetime({ offset: true, message: 'expires_at must be an ISO date and time' }).nullish(),
});
export type BlacklistBody = z.infer<typeof BlacklistBodySchema>;
