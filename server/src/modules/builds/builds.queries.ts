import type { FixOutcome } from '@droidforge/contracts';
import { and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { builds, projects } from '../../db/schema';

export type BuildRow = typeof builds.$inferSelect;
export type BuildWithApp = BuildRow & { appName: string };

/** Builds that count against a plan's monthly allowance: failed and cancelled ones do not. */
const COUNTED = ['queued', 'running', 'succeeded'] as const;
const ACTIVE = ['queued', 'running'] as const;

/** Start of the current calendar month, UTC. */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function countBuildsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(builds)
    .where(and(eq(builds.userId, userId), gte(builds.queuedAt, since), inArray(builds.status, [...COUNTED])));
  return Number(rows[0]?.n ?? 0);
}

export async function hasActiveBuild(db: Executor, projectId: string): Promise<boolean> {
  const rows = await db.select({ id: builds.id }).from(builds).where(and(eq(builds.projectId, projectId), inArray(builds.status, [...ACTIVE]))).limit(1);
  return rows.length > 0;
}

export interface NewBuild {
  projectId: string;
  versionN: number;
  userId: string;
  toolchain: 'embedded' | 'gradle';
  admob: Record<string, string> | null;
  /** A Fix with AI compile: the repaired files and what settling it needs. */
  fix?: FixJob;
}

/** What a queued fix carries: built by the worker like any build, settled by the server. */
export interface FixJob {
  files: Record<string, string>;
  changes: string[];
  signature: string;
  /** Credits taken when it was queued (0 when this error signature was already paid for). */
  cost: number;
  attemptId: number;
}

/** Queues a build and moves its project to `building` (in the caller's transaction). */
export async function insertQueuedBuild(tx: Executor, b: NewBuild): Promise<BuildRow> {
  const [row] = await tx.insert(builds).values({ ...b, kind: b.fix ? 'fix' : 'build', fix: b.fix ?? null, status: 'queued' }).returning();
  await tx.update(projects).set({ status: 'building', updatedAt: new Date() }).where(eq(projects.id, b.projectId));
  return row!;
}

const withAppName = { build: builds, appName: projects.name };

/** A build of this owner (another user's build is indistinguishable from none). */
export async function findOwnedBuild(db: Db, userId: string, buildId: string): Promise<BuildWithApp | null> {
  const rows = await db.select(withAppName).from(builds).innerJoin(projects, eq(projects.id, builds.projectId)).where(and(eq(builds.id, buildId), eq(builds.userId, userId))).limit(1);
  return rows[0] ? { ...rows[0].build, appName: rows[0].appName } : null;
}

export async function findBuild(db: Db, buildId: string): Promise<BuildWithApp | null> {
  const rows = await db.select(withAppName).from(builds).innerJoin(projects, eq(projects.id, builds.projectId)).where(eq(builds.id, buildId)).limit(1);
  return rows[0] ? { ...rows[0].build, appName: rows[0].appName } : null;
}

export async function listProjectBuilds(db: Db, projectId: string, limit = 20): Promise<BuildWithApp[]> {
  const rows = await db
    .select(withAppName)
    .from(builds)
    .innerJoin(projects, eq(projects.id, builds.projectId))
    .where(eq(builds.projectId, projectId))
    .orderBy(desc(builds.queuedAt), desc(sql`${builds.id}`))
    .limit(limit);
  return rows.map((r) => ({ ...r.build, appName: r.appName }));
}

/** The newest failed build of a project version, for Fix with AI. */
export async function latestFailedBuild(db: Db, projectId: string, versionN: number): Promise<BuildRow | null> {
  const rows = await db
    .select()
    .from(builds)
    .where(and(eq(builds.projectId, projectId), eq(builds.versionN, versionN), eq(builds.status, 'failed')))
    .orderBy(desc(builds.queuedAt))
    .limit(1);
  return rows[0] ?? null;
}

const FINISHED = ['succeeded', 'failed', 'cancelled'] as const;

/** A finished fix not yet settled, locked for settling (null when there is none or another process has it). */
export async function lockUnsettledFix(tx: Executor, buildId: string): Promise<BuildRow | null> {
  const rows = await tx
    .select()
    .from(builds)
    .where(and(eq(builds.id, buildId), eq(builds.kind, 'fix'), isNull(builds.fixSettledAt), inArray(builds.status, [...FINISHED])))
    .for('update', { skipLocked: true });
  return rows[0] ?? null;
}

/** Finished fixes nobody has settled yet (the client went away before the end). */
export async function listUnsettledFixes(db: Executor, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: builds.id })
    .from(builds)
    .where(and(eq(builds.kind, 'fix'), isNull(builds.fixSettledAt), inArray(builds.status, [...FINISHED])))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Records how a fix settled; a succeeded fix's APK now belongs to the version it made. */
export async function markFixSettled(tx: Executor, buildId: string, result: FixOutcome, versionN?: number): Promise<void> {
  await tx
    .update(builds)
    .set({ fixSettledAt: new Date(), fixResult: result, ...(versionN === undefined ? {} : { versionN }) })
    .where(eq(builds.id, buildId));
}

export async function setProjectStatus(tx: Executor, projectId: string, status: 'built' | 'build_failed'): Promise<void> {
  await tx.update(projects).set({ status, updatedAt: new Date() }).where(eq(projects.id, projectId));
}
