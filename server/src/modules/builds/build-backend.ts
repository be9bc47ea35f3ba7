import type { Finding } from '@droidforge/generator/check/index';

export interface ToolchainStatus {
  /** The embedded toolchain (no Gradle) is installed. */
  ready: boolean;
  /** What to install when not ready. */
  missing: string[];
  /** A Gradle toolchain with an Android SDK is present (needed for Google's Mobile Ads SDK). */
  gradle: boolean;
}

export type CompileCheck = { ok: true; log: string } | { ok: false; message: string; findings: Finding[]; log: string };

/**
 * What the HTTP side needs from the build worker. The server never imports the worker (ADR 0003):
 * server/src/main.ts builds this from `@droidforge/worker` and passes it to buildApp.
 */
export interface BuildBackend {
  toolchainStatus(): ToolchainStatus;
  /** Builds the files with a throw-away key: used by Fix with AI before it charges. */
  compileCheck(files: Record<string, string>, packageName?: string): Promise<CompileCheck>;
  /** A build was queued: an in-process worker may start it at once instead of at its next poll. */
  notifyQueued(): void;
}

/** Used when no worker side was composed in (tests of other modules, API-only processes). */
export const NO_BUILD_BACKEND: BuildBackend = {
  toolchainStatus: () => ({ ready: false, missing: ['a build worker (this server was started without one)'], gradle: false }),
  compileCheck: async () => ({ ok: false, message: 'No build worker is configured, so the fixed code cannot be compiled.', findings: [], log: '' }),
  notifyQueued: () => {},
};
