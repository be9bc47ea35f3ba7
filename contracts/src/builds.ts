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
  /** 'fix': the compile of a Fix with AI repair; its outcome is in `fix` once settled. */
  kind: 'build' | 'fix';
  fix: FixOutcome | null;
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

/** How a fix ended: a new version that owns the APK, or why not (nothing is charged then). */
export type FixOutcome =
  | { ok: true; version: number; changes: string[]; creditsUsed: number }
  | { ok: false; changes: string[]; message: string };

/** POST /api/build/fix/:projectId answers 202 with the queued fix; follow it like a build. */
export interface FixQueued {
  buildId: string;
  status: 'queued';
}

/** A fix followed to its end (the web client's view). */
export interface FixReply {
  buildId: string;
  version: number;
  changes: string[];
  creditsUsed: number;
}
