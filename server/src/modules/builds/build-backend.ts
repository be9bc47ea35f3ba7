export interface ToolchainStatus {
  /** The embedded toolchain (no Gradle) is installed. */
  ready: boolean;
  /** What to install when not ready. */
  missing: string[];
  /** A Gradle toolchain with an Android SDK is present (needed for Google's Mobile Ads SDK). */
  gradle: boolean;
}

/**
 * What the HTTP side needs from the build worker. The server never imports the worker (ADR 0003):
 * server/src/main.ts builds this from `@droidforge/worker` and passes it to buildApp.
 */
export interface BuildBackend {
  toolchainStatus(): ToolchainStatus;
  /** A build was queued: an in-process worker may start it at once instead of at its next poll. */
  notifyQueued(): void;
}

/** Used when no worker side was composed in (tests of other modules, API-only processes). */
export const NO_BUILD_BACKEND: BuildBackend = {
  toolchainStatus: () => ({ ready: false, missing: ['a build worker (this server was started without one)'], gradle: false }),
  notifyQueued: () => {},
};
