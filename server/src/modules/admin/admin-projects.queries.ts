import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { builds, projects, projectVersions, users } from '../../db/schema';
import { COUNT, likePattern, newest, pageOf } from '../../db/query-helpers';

export async function listAllProjects(db: Db, f: { search?: string; userId?: string }, page: number, limit: number) {
  const parts: SQL[] = [isNull(projects.deletedAt)];
  if (f.search) {
    const like = likePattern(f.search);
    parts.push(or(ilike(projects.name, like), ilike(projects.packageName, like), ilike(users.email, like))!);
  }
  if (f.userId) parts.push(eq(projects.userId, f.userId));
  const where = and(...parts);
  const versions = sql<number>`(select count(*)::int from ${projectVersions} v where v.project_id = ${projects.id})`;
  const rows = db
    .select({ project: projects, ownerEmail: users.email, ownerName: users.name, versions })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id));
  const count = db.select(COUNT).from(projects).innerJoin(users, eq(users.id, projects.userId)).where(where);
  return pageOf(rows.$dynamic(), count, page, limit);
}

export async function latestBuilds(db: Db, projectIds: string[]) {
  if (!projectIds.length) return [];
  return db
    .selectDistinctOn([builds.projectId], { projectId: builds.projectId, id: builds.id, status: builds.status, queuedAt: builds.queuedAt, finishedAt: builds.finishedAt, error: builds.error })
    .from(builds)
    .where(sql`${builds.projectId} in ${projectIds}`)
    .orderBy(builds.projectId, desc(builds.queuedAt));
}

export async function findProjectWithOwner(db: Db, id: string) {
  const rows = await db
    .select({ project: projects, ownerEmail: users.email, ownerName: users.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)));
  return rows[0] ?? null;
}

export async function currentFiles(db: Db, projectId: string, n: number) {
  const rows = await db.select({ files: projectVersions.files }).from(projectVersions).where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.n, n)));
  return (rows[0]?.files ?? {}) as Record<string, string>;
}

/** A build as the project drawer shows it, log included. */
const BUILD_WITH_LOG = { id: builds.id, status: builds.status, versionN: builds.versionN, error: builds.error, log: builds.log, queuedAt: builds.queuedAt, finishedAt: builds.finishedAt };

export async function projectBuildsWithLog(db: Db, projectId: string) {
  return newest(db.select(BUILD_WITH_LOG).from(builds).where(eq(builds.projectId, projectId)).$dynamic(), builds.queuedAt, 10);
}
