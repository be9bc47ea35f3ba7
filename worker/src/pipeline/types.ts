import type { BuildStep, Finding } from '@droidforge/contracts';
import type { KeystoreRef } from '../signing/keystore';
import type { Toolchain } from '../toolchain/toolchain';
import type { ToolHost } from '../jvm-tools/tool-host';

export const STEP_NAMES = [
  'check', 'write', 'resources', 'compile', 'shrink', 'dex', 'package', 'align', 'sign', 'verify', 'store',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/** Stable codes the queue layer maps to build statuses and user-facing messages. */
export type BuildFailureReason =
  | 'TOOLCHAIN_MISSING'
  | 'UNSAFE_PATH'
  | 'CHECK_FAILED'
  | 'TOOL_FAILED'
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'INVALID_INPUT'
  | 'INTERNAL';

export type { Finding } from '@droidforge/contracts';

export type ProjectChecker = (files: Record<string, string>) => Promise<Finding[]>;

/** A compiler or aapt error pointing into the user's project. */
export interface ToolError {
  file: string;
  line: number;
  column?: number;
  message: string;
  /** Stable finding code from the generator's catalogue (e.g. KOTLINC_UNRESOLVED_REFERENCE), when known. */
  code?: string;
}

export type BuildEvent =
  | { type: 'step_started'; step: StepName }
  | { type: 'step_finished'; step: StepName; ms: number; ok: boolean }
  | { type: 'log'; step: StepName; line: string };

/** What one build is: the user's files and key, where to report, when to stop. */
export interface BuildJob {
  buildId: string;
  /** Project files by relative path (`app/src/main/...`); checked against the one project rule. */
  files: Record<string, string>;
  keystore: KeystoreRef;
  /** Used when the manifest has no package attribute (Gradle `namespace` projects). */
  packageName?: string;
  /** The project's AdMob settings (Gradle builds with the ads SDK), null without ads. */
  admob?: Record<string, string> | null;
  onStep?: (event: BuildEvent) => void;
  signal?: AbortSignal;
  /** Absolute time (epoch ms) by which the build must have finished. */
  deadlineMs?: number;
}

/** Where a build runs: the same for every build of a process. */
export interface BuildEnvironment {
  /** The embedded toolchain; also names the sandbox every tool runs in. */
  toolchain: Toolchain;
  artifactsDir: string;
  check?: ProjectChecker;
  /** Shared by every build in the process (warm JVM tools); without it each tool gets its own JVM. */
  tools?: ToolHost;
  /** Where throw-away build directories are made; os.tmpdir() by default. */
  workRoot?: string;
  /** Present when this process builds with Gradle (Google's ads SDK). */
  gradle?: GradleToolchain;
}

export type BuildInput = BuildJob & BuildEnvironment;

/** The Gradle toolchain: only when an Android SDK and a `gradle` executable are really there. */
export interface GradleToolchain {
  gradle: string;
  androidHome: string;
  /** A prepared Gradle dependency cache (GRADLE_RO_DEP_CACHE): builds run offline against it. */
  depCache: string | null;
}

export interface BuiltApk {
  path: string;
  size: number;
  sha256: string;
  packageName: string;
}

export type BuildResult =
  | { ok: true; apk: BuiltApk; steps: BuildStep[]; findings: Finding[]; log: string }
  | {
      ok: false;
      step: StepName;
      reason: BuildFailureReason;
      message: string;
      errors: ToolError[];
      steps: BuildStep[];
      findings: Finding[];
      log: string;
    };

export type StepOutcome = { ok: true } | { ok: false; reason: BuildFailureReason; message: string; errors?: ToolError[] };
