import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { builds, creditLedger, projects, projectVersions, users } from '../../db/schema';

export async function userCounts(db: Db, since: Date) {
  const [row] = await db
    .select({ total: count(), recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${since.toISOString()})::int` })
    .from(users)
    .where(isNull(users.deletedAt));
  const byTier = await db.select({ tier: users.tier, n: count() }).from(users).where(isNull(users.deletedAt)).groupBy(users.tier);
  return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0), byTier: new Map(byTier.map((r) => [r.tier, Number(r.n)])) };
}

export async function projectCounts(db: Db, since: Date) {
  const [row] = await db
    .select({ total: count(), recent: sql<number>`count(*) filter (where ${projects.createdAt} >= ${since.toISOString()})::int` })
    .from(projects)
    .where(isNull(projects.deletedAt));
  return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0) };
}

export async function buildCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      succeeded: sql<number>`count(*) filter (where ${builds.status} = 'succeeded')::int`,
      failed: sql<number>`count(*) filter (where ${builds.status} = 'failed')::int`,
    })
    .from(builds);
  return { total: Number(row?.total ?? 0), succeeded: Number(row?.succeeded ?? 0), failed: Number(row?.failed ?? 0) };
}

const day = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

async function perDay(rows: Promise<{ day: string; n: number | string }[]>): Promise<Record<string, number>> {
  return Object.fromEntries((await rows).map((r) => [r.day, Number(r.n)]));
}

export function signupsByDay(db: Db, since: Date) {
  const d = day(users.createdAt);
  return perDay(db.select({ day: d, n: count() }).from(users).where(gte(users.createdAt, since)).groupBy(d));
}

export function generationsByDay(db: Db, since: Date) {
  const d = day(projectVersions.createdAt);
  return perDay(db.select({ day: d, n: count() }).from(projectVersions).where(and(eq(projectVersions.source, 'generate'), gte(projectVersions.createdAt, since))).groupBy(d));
}

export function buildsByDay(db: Db, since: Date, status: 'succeeded' | 'failed') {
  const d = day(builds.finishedAt);
  return perDay(db.select({ day: d, n: count() }).from(builds).where(and(eq(builds.status, status), gte(builds.finishedAt, since))).groupBy(d));
}

/** Credits spent on generation, refinement and fixes, net of refunds. */
export function creditsSpentByDay(db: Db, since: Date) {
  const d = day(creditLedger.createdAt);
  return perDay(
    db
      .select({ day: d, n: sql<number>`(-sum(${creditLedger.delta}))::int` })
      .from(creditLedger)
      .where(and(inArray(creditLedger.reason, ['generate', 'refine', 'fix', 'refund']), gte(creditLedger.createdAt, since)))
      .groupBy(d),
  );
}
