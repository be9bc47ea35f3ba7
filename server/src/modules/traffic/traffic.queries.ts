import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, ipBlacklist, trafficLogs } from '../../db/schema';
import type { TrafficRow } from './recorder';

const t = trafficLogs;

export async function insertTrafficRows(db: Db, rows: TrafficRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(trafficLogs).values(rows);
}

/** The headline figures of one timeframe, in one pass over the covering created_at index. */
export async function statsSince(db: Db, since: Date) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      uniqueIps: sql<number>`count(DISTINCT ${t.ipAddress})::int`,
      bots: sql<number>`(count(*) FILTER (WHERE ${t.isBot}))::int`,
      suspicious: sql<number>`(count(*) FILTER (WHERE ${t.isSuspicious}))::int`,
      humans: sql<number>`(count(*) FILTER (WHERE NOT ${t.isBot} AND NOT ${t.isSuspicious}))::int`,
      avgResponseTime: sql<number>`coalesce(avg(${t.responseTime}), 0)::float8`,
    })
    .from(t)
    .where(gte(t.createdAt, since));
  return row!;
}

const n = sql<number>`count(*)::int`;

export async function topCountriesSince(db: Db, since: Date, limit: number) {
  return db
    .select({ country: sql<string>`${t.country}`, count: n })
    .from(t)
    .where(and(gte(t.createdAt, since), sql`${t.country} IS NOT NULL`))
    .groupBy(t.country)
    .orderBy(desc(n), asc(t.country))
    .limit(limit);
}

export async function requestsPerHourSince(db: Db, since: Date) {
  const hour = sql<string>`to_char(date_trunc('hour', ${t.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"')`;
  return db.select({ hour, count: n }).from(t).where(gte(t.createdAt, since)).groupBy(sql`1`).orderBy(sql`1`);
}

export async function topEndpointsSince(db: Db, since: Date, limit: number) {
  return db.select({ endpoint: t.endpoint, count: n }).from(t).where(gte(t.createdAt, since)).groupBy(t.endpoint).orderBy(desc(n), asc(t.endpoint)).limit(limit);
}

export async function statusCodesSince(db: Db, since: Date) {
  return db.select({ status_code: t.statusCode, count: n }).from(t).where(gte(t.createdAt, since)).groupBy(t.statusCode).orderBy(asc(t.statusCode));
}

const entryColumns = {
  id: t.id,
  created_at: t.createdAt,
  ip_address: t.ipAddress,
  method: t.method,
  endpoint: t.endpoint,
  status_code: t.statusCode,
  response_time: t.responseTime,
  user_agent: t.userAgent,
  is_bot: t.isBot,
  bot_name: t.botName,
  is_suspicious: t.isSuspicious,
  suspicious_reason: t.suspiciousReason,
  city: t.city,
  country: t.country,
};

export async function recentEntries(db: Db, since: Date, limit: number) {
  return db.select(entryColumns).from(t).where(gte(t.createdAt, since)).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
}

export async function suspiciousEntries(db: Db, limit: number) {
  return db.select(entryColumns).from(t).where(eq(t.isSuspicious, true)).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
}

/**
 * Deletes up to batchSize log rows older than the cutoff; answers how many went. Small batches keep
 * each statement's locks short while requests keep inserting.
 */
export async function deleteTrafficBefore(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  const deleted = await db
    .delete(t)
    .where(sql`${t.id} IN (SELECT ${t.id} FROM ${t} WHERE ${t.createdAt} < ${cutoff.toISOString()} ORDER BY ${t.createdAt} LIMIT ${batchSize})`)
    .returning({ id: t.id });
  return deleted.length;
}

export async function listBlacklist(db: Db) {
  return db.select().from(ipBlacklist).orderBy(desc(ipBlacklist.blockedAt), desc(ipBlacklist.id));
}

export async function blacklistForCache(db: Db) {
  return db.select({ ipAddress: ipBlacklist.ipAddress, expiresAt: ipBlacklist.expiresAt }).from(ipBlacklist);
}

/** Adds the entry, or renews it (reason, blocked_at, expiry) when the address is already listed. */
export async function upsertBlacklist(db: Db, entry: { ipAddress: string; reason: string; expiresAt: Date | null; createdBy: string | null }) {
  const [row] = await db
    .insert(ipBlacklist)
    .values(entry)
    .onConflictDoUpdate({ target: ipBlacklist.ipAddress, set: { reason: entry.reason, expiresAt: entry.expiresAt, blockedAt: sql`now()`, createdBy: entry.createdBy } })
    .returning();
  return row!;
}

export async function deleteBlacklist(db: Db, ipAddress: string): Promise<boolean> {
  const rows = await db.delete(ipBlacklist).where(eq(ipBlacklist.ipAddress, ipAddress)).returning({ id: ipBlacklist.id });
  return rows.length > 0;
}

export async function audit(db: Db, entry: { actorId: string | null; actorEmail: string | null; action: string; target: string; details?: unknown }) {
  await db.insert(auditLog).values({ actorId: entry.actorId, actorEmail: entry.actorEmail, action: entry.action, targetType: 'ip', targetId: entry.target, details: entry.details ?? null });
}
