import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { GenerationReportSchema, type GenerationReport } from '@droidforge/contracts';
import type { Database, Db, Executor } from '../../db/client';

export type { Executor } from '../../db/client';
import { builds, chatMessages, fixAttempts, projectVersions, projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
export type VersionRow = typeof projectVersions.$inferSelect;

/** A live project (not deleted, not still being generated), or null. Callers check `canUseProject`. */
export async function findLiveProject(db: Executor, id: string): Promise<ProjectRow | null> {
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt), ne(projects.status, 'generating')))
    .limit(1);
  return rows[0] ?? null;
}

const OWNED_PAGE = `
SELECT id, name, package_name, status, created_at, (count(*) OVER ())::int
FROM projects
WHERE user_id = $1 AND deleted_at IS NULL AND status <> 'generating'
ORDER BY created_at DESC, id DESC
LIMIT $2 OFFSET $3`;

export interface OwnedProject {
  id: string;
  name: string;
  packageName: string;
  status: string;
  createdAt: Date;
}

/**
 * One page of a user's live projects and their total, in one statement (the total rides along as a
 * window count), read as a prepared statement without the ORM: the projects list is a hot read.
 * Only a page past the end, which has no row to carry it, costs a second query.
 */
export async function listOwnedProjects(database: Pick<Database, 'db' | 'readRows'>, userId: string, page: number, limit: number) {
  const found = await database.readRows('list_owned_projects', OWNED_PAGE, [userId, limit, (page - 1) * limit]);
  const rows: OwnedProject[] = found.map((r) => ({ id: r[0] as string, name: r[1] as string, packageName: r[2] as string, status: r[3] as string, createdAt: r[4] as Date }));
  if (found.length > 0 || page === 1) return { rows, total: Number(found[0]?.[5] ?? 0) };
  const totals = await database.db.select({ n: count() }).from(projects).where(and(eq(projects.userId, userId), isNull(projects.deletedAt), ne(projects.status, 'generating')));
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findVersion(db: Executor, projectId: string, n: number): Promise<VersionRow | null> {
  const rows = await db.select().from(projectVersions).where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.n, n))).limit(1);
  return rows[0] ?? null;
}

export async function listVersions(db: Db, projectId: string): Promise<VersionRow[]> {
  return db.select().from(projectVersions).where(eq(projectVersions.projectId, projectId)).orderBy(desc(projectVersions.n));
}

/** The chat, oldest first; each assistant turn carries the report of the version it answered, if any. */
export async function listChat(db: Db, projectId: string) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content, report: projectVersions.report })
    .from(chatMessages)
    .leftJoin(projectVersions, and(eq(projectVersions.projectId, chatMessages.projectId), eq(projectVersions.n, chatMessages.versionN)))
    .where(eq(chatMessages.projectId, projectId))
    .orderBy(chatMessages.id);
  return rows.map(({ role, content, report }) => {
    const parsed = role === 'assistant' ? GenerationReportSchema.safeParse(report) : undefined;
    return parsed?.success ? { role, content, report: parsed.data } : { role, content };
  });
}

/** Projects counted against the plan's app limit since `since` (null = ever), deleted ones included. */
export async function countAppsSince(db: Executor, userId: string, since: Date | null): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(projects)
    .where(since ? and(eq(projects.userId, userId), gte(projects.createdAt, since)) : eq(projects.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export interface NewVersion {
  projectId: string;
  source: VersionRow['source'];
  spec: unknown;
  files: Record<string, string>;
  prompt: string | null;
  meta: { name: string; packageName: string };
  /** What a generate or refine built and did not build. */
  report?: GenerationReport | null;
}

/** Appends version n+1 and makes it current, in one statement pair under the caller's transaction. */
export async function appendVersion(tx: Executor, v: NewVersion): Promise<number> {
  const bumped = await tx
    .update(projects)
    .set({ currentVersion: sql`${projects.currentVersion} + 1`, name: v.meta.name, packageName: v.meta.packageName, updatedAt: new Date(), status: 'generated' })
    .where(eq(projects.id, v.projectId))
    .returning({ n: projects.currentVersion });
  const n = bumped[0]!.n;
  await tx.insert(projectVersions).values({ projectId: v.projectId, n, source: v.source, spec: v.spec ?? null, files: v.files, prompt: v.prompt, report: v.report ?? null });
  return n;
}

/**
 * Replaces the files of edit version `n` in place when it is still the current version, an `edit`
 * made after `since`, and no build or fix points to it. Answers whether it did (false: append instead).
 */
export async function coalesceEditVersion(tx: Executor, v: { projectId: string; n: number; since: Date; files: Record<string, string>; meta: { name: string; packageName: string } }): Promise<boolean> {
  const referenced = sql`exists (select 1 from ${builds} where ${builds.projectId} = ${v.projectId} and ${builds.versionN} = ${v.n})
    or exists (select 1 from ${fixAttempts} where ${fixAttempts.projectId} = ${v.projectId} and ${fixAttempts.versionN} = ${v.n})`;
  const updated = await tx
    .update(projectVersions)
    .set({ files: v.files })
    .where(and(eq(projectVersions.projectId, v.projectId), eq(projectVersions.n, v.n), eq(projectVersions.source, 'edit'), gte(projectVersions.createdAt, v.since), sql`not (${referenced})`))
    .returning({ n: projectVersions.n });
  if (updated.length === 0) return false;
  const bumped = await tx
    .update(projects)
    .set({ name: v.meta.name, packageName: v.meta.packageName, updatedAt: new Date() })
    .where(and(eq(projects.id, v.projectId), eq(projects.currentVersion, v.n)))
    .returning({ n: projects.currentVersion });
  if (bumped.length === 0) throw new Error('coalesceEditVersion: version is no longer current');
  return true;
}

export async function addChat(tx: Executor, projectId: string, versionN: number, turns: { role: 'user' | 'assistant'; content: string }[]) {
  if (turns.length === 0) return;
  await tx.insert(chatMessages).values(turns.map((t) => ({ projectId, versionN, role: t.role, content: t.content })));
}

/** A new project row in status `generating`, counted against the app limit while its work runs. */
export async function insertGeneratingProject(tx: Executor, p: { id: string; userId: string; prompt: string }): Promise<void> {
  await tx.insert(projects).values({ ...p, name: 'New app', packageName: '', status: 'generating', currentVersion: 0 });
}

export async function softDeleteProject(db: Executor, id: string): Promise<void> {
  await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, id));
}
