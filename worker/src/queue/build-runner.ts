import { runBuild } from '../pipeline/run-build';
import type { BuildEvent, BuildResult, ProjectChecker } from '../pipeline/types';
import type { KeystoreRef } from '../signing/keystore';
import type { Toolchain } from '../toolchain/toolchain';
import type { ToolHost } from '../jvm-tools/tool-host';
import type { ClaimedBuild } from './build-jobs';

export interface RunRequest {
  build: ClaimedBuild;
  files: Record<string, string>;
  packageName: string;
  keystore: KeystoreRef;
  onStep: (event: BuildEvent) => void;
  signal: AbortSignal;
  deadlineMs: number;
}

/** Turns one claimed build into a result; the embedded pipeline or Gradle (ads). */
export type BuildRunner = (request: RunRequest) => Promise<BuildResult>;

export interface EmbeddedRunnerOptions {
  toolchain: Toolchain;
  tools?: ToolHost;
  artifactsDir: string;
  check?: ProjectChecker;
  workRoot?: string;
}

export function createEmbeddedRunner(options: EmbeddedRunnerOptions): BuildRunner {
  return (request) =>
    runBuild({
      files: request.files,
      keystore: request.keystore,
      artifactsDir: options.artifactsDir,
      buildId: request.build.id,
      toolchain: options.toolchain,
      packageName: request.packageName || undefined,
      check: options.check,
      tools: options.tools,
      onStep: request.onStep,
      signal: request.signal,
      deadlineMs: request.deadlineMs,
      workRoot: options.workRoot,
    });
}
