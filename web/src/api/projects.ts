import type { ProjectDetail, ProjectListReply, SaveFilesReply, Version, VersionsReply } from '@droidforge/contracts';
import { apiRequest, apiResponse } from './client';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const projectPath = (id: string) => `/generate/project/${encodeURIComponent(id)}`;

export function listProjects(page = 1, limit = 12): Promise<ProjectListReply> {
  return apiRequest<ProjectListReply>(`/generate/projects?page=${page}&limit=${limit}`);
}

export function getProject(id: string): Promise<ProjectDetail> {
  return apiRequest<ProjectDetail>(projectPath(id));
}

/** Persists hand edits (only the changed files) as a new version; costs no credits. */
export function saveProjectFiles(id: string, files: Record<string, string>): Promise<SaveFilesReply> {
  return apiRequest<SaveFilesReply>(projectPath(id), { method: 'PUT', body: { files } });
}

export async function listVersions(id: string): Promise<Version[]> {
  const reply = await apiRequest<VersionsReply>(`${projectPath(id)}/versions`);
  return reply.versions;
}

export function restoreVersion(id: string, n: number): Promise<ProjectDetail> {
  return apiRequest<ProjectDetail>(`${projectPath(id)}/versions/${n}/restore`, { method: 'POST' });
}

export function deleteProject(id: string): Promise<void> {
  return apiRequest<void>(projectPath(id), { method: 'DELETE' });
}

/** Fetches the source zip with the Bearer header (a plain link could not send it). */
export async function fetchSourceZip(id: string): Promise<DownloadedFile> {
  const response = await apiResponse(`${projectPath(id)}/source.zip`);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('content-disposition')) ?? 'source.zip' };
}

export function fileNameFrom(disposition: string | null): string | null {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? null;
}

/** Hands a fetched file to the browser as a download. */
export function saveBlob({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
