import { type AppSpec, AppSpecSchema, type ProjectDetail, type ProjectListReply, type SaveFilesReply, type VersionsReply } from '@droidforge/contracts';
import { checkProject } from '@droidforge/generator/check/index';
import { projectPathReason } from '@droidforge/generator/check/project-rules';
import { strToU8, zipSync } from 'fflate';
import type { Database, Db, Executor } from '../../db/client';
import { pagination } from '../../db/query-helpers';
import { errors } from '../../errors';
import { canUseProject } from '../auth/permissions';
import { consumeOrThrow } from '../rate-limits/rate-limits';
import { appDataFromFiles, assertProjectFiles, metaFromFiles, type ProjectFiles } from './project-files';
import { type ProjectRow, type VersionRow, addChat, appendVersion, coalesceEditVersion, findLiveProject, findVersion, listChat, listOwnedProjects, listVersions, softDeleteProject } from './projects.queries';

/** The project if this user may use it (`canUseProject`); NOT_FOUND otherwise, as if it did not exist. */
export async function requireProject(db: Executor, userId: string, id: string): Promise<ProjectRow> {
  const project = await findLiveProject(db, id);
  if (!project || !canUseProject({ id: userId }, project)) throw errors.notFound('Project');
  return project;
}

async function requireCurrentVersion(db: Db, project: ProjectRow): Promise<VersionRow> {
  const version = await findVersion(db, project.id, project.currentVersion);
  if (!version) throw errors.notFound('Project version');
  return version;
}

function specOf(version: VersionRow): AppSpec | null {
  const parsed = AppSpecSchema.safeParse(version.spec);
  return parsed.success ? parsed.data : null;
}

export async function listProjects(database: Pick<Database, 'db' | 'readRows'>, userId: string, page: number, limit: number): Promise<ProjectListReply> {
  const { rows, total } = await listOwnedProjects(database, userId, page, limit);
  return {
    projects: rows.map((p) => ({ id: p.id, name: p.name, package_name: p.packageName, status: p.status, created_at: p.createdAt.toISOString() })),
    pagination: pagination(page, limit, total),
  };
}

export async function getProjectDetail(db: Db, userId: string, id: string): Promise<ProjectDetail> {
  const project = await requireProject(db, userId, id);
  const version = await requireCurrentVersion(db, project);
  const files = version.files as ProjectFiles;
  const spec = specOf(version);
  const meta = {
    appName: spec?.app.name ?? project.name,
    packageName: spec?.app.packageName ?? project.packageName,
    description: spec?.app.description ?? '',
    features: spec?.app.features ?? [],
  };
  return {
    id: project.id,
    name: project.name,
    package_name: project.packageName,
    status: project.status,
    prompt: project.prompt,
    app_data: appDataFromFiles(files, meta),
    files,
    spec,
    chat_history: await listChat(db, project.id),
    current_version: project.currentVersion,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

/** Consecutive edits within this window replace the latest edit version instead of adding one. */
export const EDIT_COALESCE_MS = 5 * 60 * 1000;
/** Saves one user may make per window, across all projects and server processes. */
export const EDIT_RATE_LIMIT = { points: 30, windowMs: 60 * 1000 };

/**
 * Stores hand-edited files (no credits): changed files are merged in, `deleteFiles` removed. The
 * AppSpec is dropped: the preview turns static. An edit within EDIT_COALESCE_MS of the latest
 * edit version (not built, not fixed) replaces it, so quick saves keep storage bounded.
 */
export async function saveEditedFiles(db: Db, userId: string, id: string, files: ProjectFiles, deleteFiles: string[] = [], now = new Date()): Promise<SaveFilesReply> {
  assertProjectFiles(files);
  for (const path of deleteFiles) {
    const reason = projectPathReason(path);
    if (reason) throw errors.validation(`The file "${path.slice(0, 100)}" cannot be deleted: ${reason}.`, { deleteFiles: reason });
  }
  const project = await requireProject(db, userId, id);
  await consumeOrThrow(db, `edits:user:${userId}`, EDIT_RATE_LIMIT, now);
  const current = await requireCurrentVersion(db, project);
  const merged: ProjectFiles = { ...(current.files as ProjectFiles), ...files };
  for (const path of deleteFiles) {
    if (!Object.hasOwn(merged, path) || Object.hasOwn(files, path)) {
      const why = Object.hasOwn(files, path) ? 'it is also in the files being saved' : 'there is no such file in this project';
      throw errors.validation(`The file "${path.slice(0, 100)}" cannot be deleted: ${why}.`, { deleteFiles: why });
    }
    delete merged[path];
  }
  assertProjectFiles(merged);
  const findings = checkProject(merged);
  const meta = metaFromFiles(merged, { appName: project.name, packageName: project.packageName, description: '', features: [] });
  const versionMeta = { name: meta.appName, packageName: meta.packageName };
  const n = await db.transaction(async (tx) => {
    const since = new Date(now.getTime() - EDIT_COALESCE_MS);
    if (await coalesceEditVersion(tx, { projectId: project.id, n: current.n, since, files: merged, meta: versionMeta })) return current.n;
    const v = await appendVersion(tx, { projectId: project.id, source: 'edit', spec: null, files: merged, prompt: null, meta: versionMeta });
    await addChat(tx, project.id, v, [{ role: 'assistant', content: `Saved your code changes as version ${v}.` }]);
    return v;
  });
  return { version: n, findings, project: await getProjectDetail(db, userId, id) };
}

export async function listProjectVersions(db: Db, userId: string, id: string): Promise<VersionsReply> {
  const project = await requireProject(db, userId, id);
  const rows = await listVersions(db, project.id);
  return {
    versions: rows.map((v) => ({ n: v.n, source: v.source, prompt: v.prompt, created_at: v.createdAt.toISOString(), current: v.n === project.currentVersion, interactive: v.spec !== null })),
  };
}

/** Restoring copies an old version forward as a new one, so history is never rewritten. */
export async function restoreVersion(db: Db, userId: string, id: string, n: number): Promise<ProjectDetail> {
  const project = await requireProject(db, userId, id);
  const source = await findVersion(db, project.id, n);
  if (!source) throw errors.notFound('Version');
  const spec = specOf(source);
  const files = source.files as ProjectFiles;
  const meta = spec
    ? { name: spec.app.name, packageName: spec.app.packageName }
    : (({ appName, packageName }) => ({ name: appName, packageName }))(metaFromFiles(files, { appName: project.name, packageName: project.packageName, description: '', features: [] }));
  await db.transaction(async (tx) => {
    const v = await appendVersion(tx, { projectId: project.id, source: 'restore', spec: source.spec, files, prompt: source.prompt, meta });
    await addChat(tx, project.id, v, [{ role: 'assistant', content: `Restored version ${n} as version ${v}.` }]);
  });
  return getProjectDetail(db, userId, id);
}

export async function deleteProject(db: Db, userId: string, id: string): Promise<void> {
  const project = await requireProject(db, userId, id);
  await softDeleteProject(db, project.id);
}

/** The whole project as a zip that opens in Android Studio, under a folder named after the app. */
export async function sourceZip(db: Db, userId: string, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const project = await requireProject(db, userId, id);
  const version = await requireCurrentVersion(db, project);
  const folder = safeFileName(project.name) || 'app';
  const entries: Record<string, Uint8Array> = {};
  for (const [p, content] of Object.entries(version.files as ProjectFiles)) entries[`${folder}/${p}`] = strToU8(content);
  entries[`${folder}/README.md`] = strToU8(
    `# ${project.name}\n\nGenerated by Droidforge (version ${version.n}). Open this folder in Android Studio, or build it with Gradle.\nMinimum Android 7.0 (API 24).\n`,
  );
  return { fileName: `${folder}-v${version.n}-source.zip`, bytes: zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') }) };
}

export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
}
