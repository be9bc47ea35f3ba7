import {
  type BuildListReply,
  type BuildProgress,
  type BuildQueued,
  type BuildRequest,
  type BuildStatus,
  type BuildSummary,
  type BuildView,
  type DownloadToken,
  ERROR_STATUS,
  type FixReply,
  type FixRequest,
} from '@droidforge/contracts';
import { ApiError } from './api-error';
import { API_BASE, apiRequest, apiResponse } from './client';
import { readServerEvents } from './generate';

export type { BuildProgress, BuildStatus, BuildStep, BuildSummary, BuildView, DownloadToken, FixReply } from '@droidforge/contracts';

export function isFinished(status: BuildStatus): boolean {
  return status === 'succeeded' || status === 'failed' || status === 'cancelled';
}

/** Queues a build of the project's current version; answers with the build id. */
export function startBuild(projectId: string, admobConfig?: BuildRequest['admobConfig']): Promise<BuildQueued> {
  const body: BuildRequest = { admobConfig };
  return apiRequest<BuildQueued>(`/build/apk/${encodeURIComponent(projectId)}`, { method: 'POST', body });
}

export function getBuild(buildId: string): Promise<BuildView> {
  return apiRequest<BuildView>(`/build/${encodeURIComponent(buildId)}`);
}

/** The project's builds, newest first, without their logs. */
export async function listBuilds(projectId: string): Promise<BuildSummary[]> {
  const reply = await apiRequest<BuildListReply>(`/generate/project/${encodeURIComponent(projectId)}/builds`);
  return reply.builds;
}

/**
 * Follows a build's event stream until its `done` event and resolves with the finished build. A
 * stream that breaks off early (proxy timeout, server restart) falls back to reading the build once.
 */
export async function watchBuild(buildId: string, onProgress: (progress: BuildProgress) => void, signal?: AbortSignal): Promise<BuildView> {
  const response = await apiResponse(`/build/${encodeURIComponent(buildId)}/events`, { signal });
  if (response.body) {
    for await (const { event, data } of readServerEvents(response.body)) {
      if (event === 'progress') onProgress(JSON.parse(data) as BuildProgress);
      else if (event === 'done') return JSON.parse(data) as BuildView;
    }
  }
  return getBuild(buildId);
}

/** Mints a short-lived download link scoped to this build (never the session token). */
export function createDownloadToken(buildId: string): Promise<DownloadToken> {
  return apiRequest<DownloadToken>(`/build/${encodeURIComponent(buildId)}/download-token`, { method: 'POST' });
}

/** The token url made absolute, so a phone scanning the QR code can open it. */
export function absoluteDownloadUrl(token: DownloadToken, origin: string): string {
  const path = token.url.startsWith(API_BASE) ? token.url : `${API_BASE}${token.url}`;
  return new URL(path, origin).toString();
}

/**
 * Asks the AI to repair a failed build (25 credits, refunded when the repaired project does not build).
 * The repaired files are built by the build queue: this follows that build to its end and resolves
 * with the new version, or rejects with FIX_FAILED saying why.
 */
export async function fixBuild(projectId: string, buildId?: string, onProgress: (progress: BuildProgress) => void = () => {}, signal?: AbortSignal): Promise<FixReply> {
  const body: FixRequest = buildId ? { buildId } : {};
  const queued = await apiRequest<BuildQueued>(`/build/fix/${encodeURIComponent(projectId)}`, { method: 'POST', body });
  const build = await watchBuild(queued.buildId, onProgress, signal);
  const outcome = build.fix ?? (await getBuild(queued.buildId)).fix;
  if (outcome?.ok) return { buildId: queued.buildId, version: outcome.version, changes: outcome.changes, creditsUsed: outcome.creditsUsed };
  throw new ApiError(ERROR_STATUS.FIX_FAILED, 'FIX_FAILED', outcome?.message ?? build.error ?? 'The repaired code did not build.', build);
}
