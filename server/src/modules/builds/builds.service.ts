import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { ReadStream } from 'node:fs';
import type { AdmobConfig } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { lockUser } from '../auth/auth.queries';
import { canUseBuild } from '../auth/permissions';
import type { ProjectFiles } from '../projects/project-files';
import { findVersion } from '../projects/projects.queries';
import { requireProject, safeFileName } from '../projects/projects.service';
import type { BuildBackend } from './build-backend';
import { gateBuild, usesAdsSdk } from './build-gating';
import type { BuildView } from '@droidforge/contracts';
import { toBuildSummary, toBuildView } from './build-view';
import { countBuildsSince, findBuild, hasActiveBuild, type BuildWithApp, insertQueuedBuild, listProjectBuilds, startOfMonth } from './builds.queries';
import { issueDownloadToken, verifyDownloadToken } from './download-token';

export interface BuildsDeps {
  db: Db;
  backend: BuildBackend;
  tokenKey: Buffer;
}

/**
 * Queues a build of the project's current version after the plan and toolchain rules. The user
 * row lock orders a user's concurrent requests, so the monthly count and the one-build-per-project
 * rule cannot be raced past.
 */
export async function requestBuild(deps: BuildsDeps, userId: string, projectId: string, admob: Partial<AdmobConfig> | null | undefined) {
  const project = await requireProject(deps.db, userId, projectId);
  const version = await findVersion(deps.db, project.id, project.currentVersion);
  if (!version) throw errors.notFound('Project version');
  const files = version.files as ProjectFiles;
  const toolchain = deps.backend.toolchainStatus();
  const build = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw errors.notFound('User');
    const gate = gateBuild({ tier: user.tier, admob, filesUseAds: usesAdsSdk(files), buildsThisMonth: await countBuildsSince(tx, userId, startOfMonth()), toolchain });
    if (!gate.ok) throw gate.error;
    if (await hasActiveBuild(tx, project.id)) throw errors.buildInProgress();
    const admobIds = admob && gate.toolchain === 'gradle' ? Object.fromEntries(Object.entries(admob).filter(([, v]) => typeof v === 'string' && v.trim())) : null;
    return insertQueuedBuild(tx, { projectId: project.id, versionN: version.n, userId, toolchain: gate.toolchain, admob: admobIds as Record<string, string> | null });
  });
  deps.backend.notifyQueued();
  return { buildId: build.id, status: 'queued' as const };
}

/** The build if this user may see it (`canUseBuild`), else null. */
export async function findUsableBuild(db: Db, userId: string, buildId: string): Promise<BuildWithApp | null> {
  const build = await findBuild(db, buildId);
  return build && canUseBuild({ id: userId }, build) ? build : null;
}

export async function getBuild(db: Db, userId: string, buildId: string): Promise<BuildView> {
  const build = await findUsableBuild(db, userId, buildId);
  if (!build) throw errors.notFound('Build');
  return toBuildView(build);
}

export async function listBuilds(db: Db, userId: string, projectId: string) {
  const project = await requireProject(db, userId, projectId);
  return { builds: (await listProjectBuilds(db, project.id)).map(toBuildSummary) };
}

export async function createDownloadLink(deps: BuildsDeps, userId: string, buildId: string) {
  const build = await findUsableBuild(deps.db, userId, buildId);
  if (!build) throw errors.notFound('Build');
  if (build.status !== 'succeeded') throw errors.buildNotSucceeded();
  if (isExpired(build)) throw errors.artifactExpired();
  const { token, expiresAt } = issueDownloadToken(deps.tokenKey, build.id, userId);
  return { url: `/api/build/download/${build.id}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

export interface ApkDownload {
  fileName: string;
  size: number;
  stream: ReadStream;
}

/** The APK behind a download link; the token, not a session, is the credential. */
export async function openDownload(deps: BuildsDeps, buildId: string, token: string | undefined): Promise<ApkDownload> {
  const build = await findBuild(deps.db, buildId);
  const tokenUser = build ? verifyDownloadToken(deps.tokenKey, build.id, token) : null;
  if (!build || !tokenUser || tokenUser !== build.userId) throw errors.downloadTokenInvalid();
  if (build.status !== 'succeeded') throw errors.buildNotSucceeded();
  if (isExpired(build) || !build.apkPath || !existsSync(build.apkPath)) throw errors.artifactExpired();
  const version = await findVersion(deps.db, build.projectId, build.versionN);
  const name = safeFileName(build.appName) || 'app';
  return { fileName: `${name}-${versionName(version?.files as ProjectFiles | undefined)}.apk`, size: build.apkSize ?? 0, stream: createReadStream(path.resolve(build.apkPath)) };
}

function isExpired(build: { deletedAt: Date | null; expiresAt: Date | null }): boolean {
  return build.deletedAt !== null || (build.expiresAt !== null && build.expiresAt.getTime() <= Date.now());
}

function versionName(files: ProjectFiles | undefined): string {
  const gradle = files?.['app/build.gradle'] ?? files?.['app/build.gradle.kts'] ?? '';
  const found = /versionName\s*=?\s*["']([\w.+-]{1,30})["']/.exec(gradle)?.[1];
  return found ?? '1.0';
}
