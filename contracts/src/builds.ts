import type { AppData } from './appspec';

/** The builds API's shapes (GET /api/build/:id, its event stream, downloads and Fix with AI). */
export type BuildStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface BuildStep {
  name: string;
  ms: number;
  ok: boolean;
}

/** A code check or toolchain finding: stable code, file and line (null when the tool names none). */
export interface BuildFinding {
  code: string;
  severity: string;
  file: string;
  line: number | null;
  message: string;
}

/** The build object; `buildLog` repeats `log` (the spec's build error carries `buildLog`). */
export interface BuildView {
  id: string;
  projectId: string;
  version: number;
  status: BuildStatus;
  step: string | null;
  steps: BuildStep[];
  log: string;
  findings: BuildFinding[];
  error: string | null;
  buildLog: string;
  apkSize: number | null;
  sha256: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  expiresAt: string | null;
  appName: string;
  toolchain: string;
}

/** The list form (GET /api/generate/project/:id/builds) leaves out the logs. */
export type BuildSummary = Omit<BuildView, 'log' | 'buildLog'>;

export interface BuildProgress {
  status: BuildStatus;
  step: string | null;
  steps: BuildStep[];
}

export interface DownloadToken {
  url: string;
  expiresAt: string;
}

export interface FixReply {
  fixedCode: AppData;
  changes: string[];
  version: number;
  creditsUsed: number;
  creditsRemaining: number;
}
