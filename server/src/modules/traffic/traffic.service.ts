import { type BlacklistBody, type BlacklistEntry, IP_TARGET_MESSAGE, type Timeframe, TRAFFIC, type TrafficLogEntry, type TrafficStatsReply } from '@droidforge/contracts';
import type { Database, Db } from '../../db/client';
import type { ipBlacklist } from '../../db/schema';
import { errors } from '../../errors';
import type { Blocklist } from './blocklist';
import { type IpTarget, coversLoopback, normalizeIp, parseIpTarget, targetCovers } from './ip';
import * as q from './traffic.queries';

const HOUR = 3600_000;
export const TIMEFRAME_MS: Record<Timeframe, number> = { '1h': HOUR, '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR };

export async function trafficStats(database: Database, timeframe: Timeframe, now: Date): Promise<TrafficStatsReply> {
  const since = new Date(now.getTime() - TIMEFRAME_MS[timeframe]);
  const run = database.execute;
  const [totals, topCountries, requestsPerHour, topEndpoints, statusCodes] = await Promise.all([
    q.statsSince(run, since),
    q.topSince(run, since, 'country', TRAFFIC.topCountries),
    q.requestsPerHourSince(run, since),
    q.topSince(run, since, 'endpoint', 10),
    q.topSince(run, since, 'status', 100),
  ]);
  return {
    timeframe,
    stats: {
      totalRequests: totals.total,
      uniqueIps: totals.unique_ips,
      botRequests: totals.bots,
      suspiciousRequests: totals.suspicious,
      humanRequests: totals.humans,
      avgResponseTime: totals.total > 0 ? Math.round(totals.rt_sum / totals.total) : 0,
      topCountries: topCountries.map((c) => ({ country: c.value, count: c.count })),
    },
    requestsPerHour,
    topEndpoints: topEndpoints.map((e) => ({ endpoint: e.value, count: e.count })),
    statusCodes: statusCodes.map((s) => ({ status_code: Number(s.value), count: s.count })).sort((a, b) => a.status_code - b.status_code),
  };
}

type EntryRow = Awaited<ReturnType<typeof q.recentEntries>>[number];

export function toLogEntry(row: EntryRow): TrafficLogEntry {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    response_time: Math.round(row.response_time * 10) / 10,
    suspicious_reason: row.suspicious_reason as TrafficLogEntry['suspicious_reason'],
  };
}

export async function realtimeTraffic(db: Db, now: Date): Promise<TrafficLogEntry[]> {
  const since = new Date(now.getTime() - TRAFFIC.realtimeWindowMinutes * 60_000);
  return (await q.recentEntries(db, since, TRAFFIC.realtimeCap)).map(toLogEntry);
}

export async function suspiciousTraffic(db: Db, limit: number): Promise<TrafficLogEntry[]> {
  return (await q.suspiciousEntries(db, limit)).map(toLogEntry);
}

function toBlacklistEntry(row: typeof ipBlacklist.$inferSelect): BlacklistEntry {
  return { id: row.id, ip_address: row.ipAddress, reason: row.reason, blocked_at: row.blockedAt.toISOString(), expires_at: row.expiresAt?.toISOString() ?? null };
}

export async function blacklistEntries(db: Db): Promise<BlacklistEntry[]> {
  return (await q.listBlacklist(db)).map(toBlacklistEntry);
}

/**
 * Nobody locks themselves out: loopback (the server's own checks and local operators), the acting
 * operator's current address, and any range containing either, are refused. Answers why, or null.
 */
export function canBlockTarget(target: IpTarget, actorIp: string | null): string | null {
  if (coversLoopback(target)) {
    return target.prefix === null
      ? `You cannot block ${target.text}: it is a loopback address (this server itself).`
      : `You cannot block ${target.text}: the range contains loopback addresses (this server itself).`;
  }
  const own = actorIp ? normalizeIp(actorIp) : null;
  if (own && targetCovers(target, own)) {
    return target.prefix === null
      ? `You cannot block ${target.text}: it is your own current address, so you would lock yourself out.`
      : `You cannot block ${target.text}: the range contains your own current address (${own}), so you would lock yourself out.`;
  }
  return null;
}

export interface Actor {
  id: string | null;
  email: string | null;
  ip: string | null;
}

export async function blockAddress(db: Db, blocklist: Blocklist, body: BlacklistBody, actor: Actor, now: Date): Promise<BlacklistEntry> {
  const target = parseIpTarget(body.ip_address);
  if (!target) {
    throw errors.validation(IP_TARGET_MESSAGE, { ip_address: IP_TARGET_MESSAGE });
  }
  const refusal = canBlockTarget(target, actor.ip);
  if (refusal) throw errors.ipBlockRefused(refusal);
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw errors.validation('expires_at must be in the future.', { expires_at: 'expires_at must be in the future.' });
  const row = await q.upsertBlacklist(db, { ipAddress: target.text, reason: body.reason, expiresAt, createdBy: actor.id });
  await q.audit(db, { actorId: actor.id, actorEmail: actor.email, action: 'ip.block', target: target.text, details: { reason: body.reason, expiresAt } });
  await blocklist.refresh();
  return toBlacklistEntry(row);
}

export async function unblockAddress(db: Db, blocklist: Blocklist, raw: string, actor: Actor): Promise<string> {
  const text = parseIpTarget(raw)?.text ?? raw.trim();
  if (!(await q.deleteBlacklist(db, text))) throw errors.notFound('Blacklist entry');
  await q.audit(db, { actorId: actor.id, actorEmail: actor.email, action: 'ip.unblock', target: text });
  await blocklist.refresh();
  return text;
}
