// The worker's package entry: the only way the server (server/src/main.ts) and scripts reach it.
export { createBuildSystem } from './build-system';
export type { BuildSystem, BuildSystemOptions } from './build-system';
export { loadBuildSettings, loadWorkerConfig, WorkerConfigError } from './config';
export type { BuildSettings, WorkerConfig } from './config';
export { resolveAppSecret } from './signing/app-secret';
export { detectToolchain } from './toolchain/toolchain';
export type { Toolchain, ToolchainPaths, SandboxKind } from './toolchain/toolchain';
export { runBuild, runSteps, defaultWorkRoot, EMBEDDED_STEPS } from './pipeline/run-build';
export { artifactPath } from './pipeline/store';
export type {
  BuildInput, BuildJob, BuildEnvironment, GradleToolchain, BuildResult, BuildEvent, BuildFailureReason, BuiltApk, Finding, ProjectChecker, StepName, ToolError,
} from './pipeline/types';
export { STEP_NAMES } from './pipeline/types';
export { createToolHost } from './jvm-tools/tool-host';
export type { ToolHost, ToolHostOptions, JvmTool } from './jvm-tools/tool-host';
export { ensureKeystore, createKeystore, serialiseKeystore, parseKeystore, KeystoreError } from './signing/keystore';
export type { KeystoreRef, KeystoreStore } from './signing/keystore';
export { createFileKeystoreStore } from './signing/file-keystore-store';
export { sealText, openSealedText, deriveSealKey } from './signing/seal';
export { runProcess } from './process/run-process';
export { loadOrExit } from './process/load-or-exit';
export type { ProcessOutcome, ProcessSpec } from './process/run-process';
export { createGeneratorChecker } from './pipeline/generator-checker';
export { cliKeystore } from './cli/cli-keystore';
export { readProjectFolder } from './cli/read-project';
