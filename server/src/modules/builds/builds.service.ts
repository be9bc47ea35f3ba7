import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { ReadStream } from 'node:fs';
import type { BuildListReply, BuildQueued, BuildRequest } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { lockUser } from '../auth/auth.queries';
import type { ProjectFiles } from '../projects/project-files';
import { findVersion } from '../projects/projects.queries';
import { requireProject, safeFileName } from '../projects/projects.service';
import type { BuildBackend } from './build-backend';
import { entitlementFor } from '../billing/entitlement';
import { gateBuild, usesAdsSdk } from './build-gating';
import type { BuildView } from '@droidforge/contracts';
import { toBuildSummary, toBuildView } from './build-view';
import { type BuildWithApp, countBuildsSince, findBuild, findOwnedBuild, hasActiveBuild, insertQueuedBuild, listProjectBuilds, startOfMonth } from './builds.queries';
import { issueDownloadToken, sessionRef, verifyDownloadToken } from './download-token';
import { liveSessionIds } from '../auth/sessions.queries';
import { settleFix } from './fix.service';

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
export async function requestBuild(deps: BuildsDeps, userId: string, projectId: string, admob: BuildRequest['admobConfig']): Promise<BuildQueued> {
  const project = await requireProject(deps.db, userId, projectId);
  const version = await findVersion(deps.db, project.id, project.currentVersion);
  if (!version) throw errors.notFound('Project version');
  const files = version.files as ProjectFiles;
  const toolchain = deps.backend.toolchainStatus();
  const build = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw errors.notFound('User');
    const entitlement = await entitlementFor(tx, userId, user.tier, new Date());
    const buildsThisMonth = await countBuildsSince(tx, userId, entitlement.periodStart ?? startOfMonth());
    const gate = gateBuild({ tier: entitlement.tier, admob, filesUseAds: usesAdsSdk(files), buildsThisMonth, toolchain });
    if (!gate.ok) throw gate.error;
    if (await hasActiveBuild(tx, project.id)) throw errors.buildInProgress();
    const admobIds = admob && gate.toolchain === 'gradle' ? Object.fromEntries(Object.entries(admob).filter(([, v]) => typeof v === 'string' && v.trim())) : null;
    return insertQueuedBuild(tx, { projectId: project.id, versionN: version.n, userId, toolchain: gate.toolchain, admob: admobIds as Record<string, string> | null });
  });
  deps.backend.notifyQueued();
  return { buildId: build.id, status: 'queued' as const };
}

export async function getBuild(db: Db, userId: string, buildId: string): Promise<BuildView> {
  const build = await findOwnedBuild(db, userId, buildId);
  if (!build) throw errors.notFound('Build');
  return toBuildView(await withSettledFix(db, build));
}

/** A finished fix is settled the first time anyone reads it, so its outcome is in the answer. */
export async function withSettledFix(db: Db, build: BuildWithApp): Promise<BuildWithApp> {
  if (build.kind !== 'fix' || build.fixSettledAt || !['succeeded', 'failed', 'cancelled'].includes(build.status)) return build;
  await settleFix(db, build.id);
  return (await findOwnedBuild(db, build.userId, build.id)) ?? build;
}

export async function listBuilds(db: Db, userId: string, projectId: string): Promise<BuildListReply> {
  const project = await requireProject(db, userId, projectId);
  return { builds: (await listProjectBuilds(db, project.id)).map(toBuildSummary) };
}

export async function createDownloadLink(deps: BuildsDeps, userId: string, sessionId: string, buildId: string) {
  const build = await findOwnedBuild(deps.db, userId, buildId);
  if (!build) throw errors.notFound('Build');
  if (build.status !== 'succeeded') throw errors.buildNotSucceeded();
  if (isExpired(build)) throw errors.artifactExpired();
  const { token, expiresAt } = issueDownloadToken(deps.tokenKey, build.id, sessionId);
  return { url: `/api/build/download/${build.id}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

export interface ApkDownload {
  fileName: string;
  size: number;
  stream: ReadStream;
}

/**
 * The APK behind a download link. The token is the credential, and it holds only while the session
 * it was made in is alive and its owner is neither suspended nor deleted.
 */
export async function openDownload(deps: BuildsDeps, buildId: string, token: string | undefined): Promise<ApkDownload> {
  const build = await findBuild(deps.db, buildId);
  const ref = build ? verifyDownloadToken(deps.tokenKey, build.id, token) : null;
  const live = build && ref ? await liveSessionIds(deps.db, build.userId) : [];
  if (!build || !ref || !live.some((id) => sessionRef(deps.tokenKey, id) === ref)) throw errors.downloadTokenInvalid();
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
