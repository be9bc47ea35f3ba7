import { z } from 'zod';
import { AdmobConfigSchema } from './appspec';

/** The builds API's shapes (GET /api/build/:id, its event stream, downloads and Fix with AI). */
export type BuildStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface BuildStep {
  name: string;
  ms: number;
  ok: boolean;
}

export type Severity = 'error' | 'warning' | 'info';

/**
 * One problem in a project (a code check or toolchain finding), pinned to a project-relative file and
 * (when known) a 1-based line. `code` is stable UPPER_SNAKE so callers can branch on it; `message` is for people.
 */
export interface Finding {
  code: string;
  severity: Severity;
  file: string;
  line: number | null;
  message: string;
}

/** Whether this process can build: reported by the worker side, shown by the server. */
export interface ToolchainStatus {
  /** The embedded toolchain (no Gradle) is installed. */
  ready: boolean;
  /** What to install when not ready. */
  missing: string[];
  /** A Gradle toolchain with an Android SDK is present (needed for Google's Mobile Ads SDK). */
  gradle: boolean;
}

/** POST /api/build/apk/:projectId body. */
export const BuildRequestSchema = z.object({ admobConfig: AdmobConfigSchema.partial().nullish() });
export type BuildRequest = z.infer<typeof BuildRequestSchema>;

/** POST /api/build/fix/:projectId body: the failed build to repair (default: the latest). */
export const FixRequestSchema = z.object({ buildId: z.string().uuid('Build not found').optional() });
export type FixRequest = z.infer<typeof FixRequestSchema>;

/** Both POSTs answer 202 with the queued build; follow it through GET /api/build/:id or its events. */
export const BuildQueuedSchema = z.object({ buildId: z.string(), status: z.literal('queued') });
export type BuildQueued = z.infer<typeof BuildQueuedSchema>;

/** The build object; `buildLog` repeats `log` (the spec's build error carries `buildLog`). */
export interface BuildView {
  id: string;
  projectId: string;
  version: number;
  status: BuildStatus;
  step: string | null;
  steps: BuildStep[];
  log: string;
  findings: Finding[];
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

/** GET /api/generate/project/:id/builds: the project's builds, newest first. */
export interface BuildListReply {
  builds: BuildSummary[];
}

export interface BuildProgress {
  status: BuildStatus;
  step: string | null;
  steps: BuildStep[];
}

/** GET /api/build/download/:buildId?token=: the short-lived link token is the credential (no bearer). */
export const DownloadQuerySchema = z.object({ token: z.string().max(300).optional() });

export interface DownloadToken {
  url: string;
  expiresAt: string;
}

/** How a fix ended: a new version that owns the APK, or why not (nothing is charged then). */
export type FixOutcome =
  | { ok: true; version: number; changes: string[]; creditsUsed: number }
  | { ok: false; changes: string[]; message: string };

/** A fix followed to its end (the web client's view). */
export interface FixReply {
  buildId: string;
  version: number;
  changes: string[];
  creditsUsed: number;
}
