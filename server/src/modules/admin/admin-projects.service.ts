import type { AdminProjectDetail, AdminProjectsQuery, AdminProjectsReply } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { pagination } from '../../db/query-helpers';
import { errors } from '../../errors';
import { currentFiles, findProjectWithOwner, latestBuilds, listAllProjects, projectBuildsWithLog } from './admin-projects.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listAdminProjects(db: Db, q: AdminProjectsQuery): Promise<AdminProjectsReply> {
  const { rows, total } = await listAllProjects(db, { search: q.search, userId: q.userId }, q.page, q.limit);
  const last = new Map((await latestBuilds(db, rows.map((r) => r.project.id))).map((b) => [b.projectId, b]));
  return {
    projects: rows.map(({ project: p, ownerEmail, ownerName, versions }) => {
      const b = last.get(p.id);
      return {
        id: p.id,
        name: p.name,
        package_name: p.packageName,
        status: p.status,
        versions: Number(versions),
        created_at: p.createdAt.toISOString(),
        updated_at: p.updatedAt.toISOString(),
        owner: { id: p.userId, email: ownerEmail, name: ownerName },
        lastBuild: b ? { id: b.id, status: b.status, queued_at: b.queuedAt.toISOString(), finished_at: iso(b.finishedAt), error: b.error } : null,
      };
    }),
    pagination: pagination(q.page, q.limit, total),
  };
}

/** Read-only support view: the current files and the recent builds with their logs. */
export async function getAdminProject(db: Db, id: string): Promise<AdminProjectDetail> {
  const row = await findProjectWithOwner(db, id);
  if (!row) throw errors.notFound('Project');
  const p = row.project;
  const [files, buildRows] = await Promise.all([currentFiles(db, p.id, p.currentVersion), projectBuildsWithLog(db, p.id)]);
  return {
    id: p.id,
    name: p.name,
    package_name: p.packageName,
    status: p.status,
    prompt: p.prompt,
    current_version: p.currentVersion,
    owner: { id: p.userId, email: row.ownerEmail, name: row.ownerName },
    files,
    builds: buildRows.map((b) => ({ id: b.id, status: b.status, version: b.versionN, error: b.error, log: b.log, queued_at: b.queuedAt.toISOString(), finished_at: iso(b.finishedAt) })),
  };
}
