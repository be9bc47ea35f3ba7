import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { auditLog, ipBlacklist, trafficHourly, trafficHourlyDims, trafficLogs } from '../../db/schema';
import type { TrafficRow } from './recorder';
import { COPY_TARGET, copyData, insertStatement, rollUpStatements } from './log-batch';

const t = trafficLogs;

type Execute = Database['execute'];

const HOUR_OF = (column: string) => `date_bin('1 hour', ${column}, TIMESTAMPTZ '2000-01-01 00:00:00+00')`;

/**
 * One transaction per batch: the rows go in with COPY on PostgreSQL (its multi-row insert path, and
 * no per-value parameter encoding here) or one array-parameter INSERT on PGlite, and the batch's
 * roll-up sums, counted in memory, are added to the hourly tables in the same transaction, so the
 * two never disagree.
 */
export async function insertTrafficRows(database: Pick<Database, 'copyIn' | 'transact'>, rows: readonly TrafficRow[]): Promise<void> {
  if (rows.length === 0) return;
  const now = Date.now();
  const createdAt = (r: TrafficRow) => (typeof r.createdAt === 'number' ? r.createdAt : (r.createdAt?.getTime() ?? now));
  const rollUps = rollUpStatements(rows, createdAt);
  if (database.copyIn) await database.copyIn(COPY_TARGET, copyData(rows, createdAt), rollUps);
  else await database.transact([insertStatement(rows, createdAt), ...rollUps]);
}

/*
 * A timeframe [since, now] is read as: whole hours from the roll-ups (from h0, the first hour
 * boundary at or after since) plus the raw rows of the partial hour [since, h0) — under an hour of
 * rows, read through the created_at BRIN index. Exact, and bounded by hours rather than by rows.
 * Parameters: $1 since, $2 h0.
 */
const TOTALS = `
WITH r AS (
  SELECT count(*) AS requests, count(*) FILTER (WHERE is_bot) AS bots, count(*) FILTER (WHERE is_suspicious) AS suspicious,
         count(*) FILTER (WHERE NOT is_bot AND NOT is_suspicious) AS humans, coalesce(sum(response_time), 0) AS rt
  FROM traffic_logs WHERE created_at >= $1 AND created_at < $2
), h AS (
  SELECT coalesce(sum(requests), 0) AS requests, coalesce(sum(bots), 0) AS bots, coalesce(sum(suspicious), 0) AS suspicious,
         coalesce(sum(humans), 0) AS humans, coalesce(sum(response_time_sum), 0) AS rt
  FROM traffic_hourly WHERE hour >= $2
)
SELECT (r.requests + h.requests)::int AS total, (r.bots + h.bots)::int AS bots, (r.suspicious + h.suspicious)::int AS suspicious,
       (r.humans + h.humans)::int AS humans, (r.rt + h.rt)::float8 AS rt_sum,
       (SELECT count(*) FROM (SELECT value FROM traffic_hourly_dims WHERE kind = 'ip' AND hour >= $2
                              UNION SELECT ip_address FROM traffic_logs WHERE created_at >= $1 AND created_at < $2) AS u)::int AS unique_ips
FROM r, h`;

const DIM_COLUMNS = { country: 'country', endpoint: 'endpoint', status: 'status_code::text' } as const;
export type TrafficDim = keyof typeof DIM_COLUMNS;

const topDimension = (dim: TrafficDim) => `
SELECT value, sum(n)::int AS count FROM (
  SELECT value, count AS n FROM traffic_hourly_dims WHERE kind = '${dim}' AND hour >= $2
  UNION ALL
  SELECT ${DIM_COLUMNS[dim]}, count(*) FROM traffic_logs WHERE created_at >= $1 AND created_at < $2 AND ${DIM_COLUMNS[dim]} IS NOT NULL GROUP BY 1
) AS x GROUP BY value ORDER BY count DESC, value LIMIT $3`;

const PER_HOUR = `
SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS hour, sum(n)::int AS count FROM (
  SELECT hour, requests AS n FROM traffic_hourly WHERE hour >= $2
  UNION ALL
  SELECT ${HOUR_OF('created_at')}, count(*) FROM traffic_logs WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
) AS x GROUP BY 1 ORDER BY 1`;

/** The first whole hour at or after the instant. */
export function nextHour(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / 3600_000) * 3600_000);
}

export async function statsSince(execute: Execute, since: Date) {
  const { rows } = await execute(TOTALS, [since.toISOString(), nextHour(since).toISOString()]);
  const row = rows[0] as { total: number; bots: number; suspicious: number; humans: number; rt_sum: number; unique_ips: number };
  return { ...row, rt_sum: Number(row.rt_sum) };
}

export async function topSince(execute: Execute, since: Date, dim: TrafficDim, limit: number) {
  const { rows } = await execute(topDimension(dim), [since.toISOString(), nextHour(since).toISOString(), limit]);
  return rows as { value: string; count: number }[];
}

export async function requestsPerHourSince(execute: Execute, since: Date) {
  const { rows } = await execute(PER_HOUR, [since.toISOString(), nextHour(since).toISOString()]);
  return rows as { hour: string; count: number }[];
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
  // By physical row address (the log has no key index): any rows past the cutoff, found through the
  // BRIN index of created_at. No ORDER BY: every such row goes in the end, and sorting them all to
  // take the oldest would read every expired row for each batch.
  const deleted = await db
    .delete(t)
    .where(sql`ctid = ANY(ARRAY(SELECT ctid FROM ${t} WHERE ${t.createdAt} < ${cutoff.toISOString()} LIMIT ${batchSize}))`)
    .returning({ id: t.id });
  return deleted.length;
}

/** Drops roll-up hours that end before the cutoff (a few thousand rows a day at most). */
export async function deleteRollupsBefore(db: Db, cutoff: Date): Promise<void> {
  const lastWholeHour = new Date(cutoff.getTime() - 3600_000);
  await db.delete(trafficHourly).where(lt(trafficHourly.hour, lastWholeHour));
  await db.delete(trafficHourlyDims).where(lt(trafficHourlyDims.hour, lastWholeHour));
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
