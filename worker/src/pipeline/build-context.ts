import path from 'node:path';
import { runProcess } from '../process/run-process';
import type { ProcessOutcome } from '../process/run-process';
import { sandboxSpec } from '../process/sandbox';
import type { ToolInvocation } from '../process/sandbox';
import type { Toolchain } from '../toolchain/toolchain';
import type { BuildLog } from './build-log';
import type { BuildInput, BuiltApk, Finding, StepName, StepOutcome } from './types';

/** Fixed places inside the throw-away build directory. */
export interface BuildDirs {
  root: string;
  /** app/src/main as written from the project files. */
  main: string;
  gen: string;
  classes: string;
  dex: string;
  out: string;
}

export function buildDirs(root: string): BuildDirs {
  return {
    root,
    main: path.join(root, 'app', 'src', 'main'),
    gen: path.join(root, 'gen'),
    classes: path.join(root, 'classes'),
    dex: path.join(root, 'dex'),
    out: path.join(root, 'out'),
  };
}

export const ARTEFACTS = {
  unsignedApk: 'app-unsigned.apk',
  shrunkJar: 'shrunk.jar',
  alignedApk: 'app-aligned.apk',
  signedApk: 'app.apk',
} as const;

/** State the steps share; each step reads what earlier steps left. */
export interface BuildContext {
  input: BuildInput;
  toolchain: Toolchain;
  dirs: BuildDirs;
  log: BuildLog;
  step: StepName;
  /** Selected project files keyed by their path under app/src/main (set by the check step). */
  files: Map<string, string>;
  findings: Finding[];
  packageName: string;
  kotlinSources: string[];
  /** The signed APK the store step copies (the last step that writes it sets it). */
  signedApk: string;
  apk?: BuiltApk;
  /** Hard end of the build (epoch ms): every tool's timeout is capped by it. */
  deadline: number;
}

export type ToolCall = Omit<ToolInvocation, 'writableDirs' | 'signal' | 'timeoutMs' | 'cwd'> & {
  cwd?: string;
  /** Besides the build directory, which every tool may write. */
  writableDirs?: string[];
  timeoutMs: number;
};

export type ToolOutcome = StepOutcome & { output: string };

/** Runs one tool sandboxed, logs the command and its output, maps the outcome to a step result. */
export async function runTool(ctx: BuildContext, call: ToolCall): Promise<ToolOutcome> {
  const remaining = ctx.deadline - Date.now();
  const timeoutMs = Math.max(1, Math.min(call.timeoutMs, remaining));
  ctx.log.write(ctx.step, `$ ${[call.command, ...call.args].map((a) => path.basename(a) === a ? a : shorten(ctx, a)).join(' ')}`);
  const outcome = await runProcess(
    sandboxSpec(ctx.toolchain, { ...call, cwd: call.cwd ?? ctx.dirs.root, writableDirs: [ctx.dirs.root, ...(call.writableDirs ?? [])], timeoutMs, signal: ctx.input.signal }),
  );
  if (outcome.output.trim()) ctx.log.write(ctx.step, outcome.output);
  return { ...toStepOutcome(outcome, call.command, timeoutMs < call.timeoutMs), output: outcome.output };
}

export function toStepOutcome(outcome: ProcessOutcome, tool: string, cappedByDeadline: boolean): StepOutcome {
  const name = path.basename(tool);
  switch (outcome.kind) {
    case 'exited':
      return outcome.code === 0 ? { ok: true } : { ok: false, reason: 'TOOL_FAILED', message: `${name} exited with code ${outcome.code}` };
    case 'timeout':
      return {
        ok: false,
        reason: 'TIMEOUT',
        message: cappedByDeadline ? `the build deadline passed while ${name} was running` : `${name} did not finish in time and was killed`,
      };
    case 'aborted':
      return { ok: false, reason: 'CANCELLED', message: `build cancelled while ${name} was running` };
    case 'spawn_error':
      return { ok: false, reason: 'INTERNAL', message: `${name} could not be started: ${outcome.message}` };
  }
}

/** Paths in logged command lines relative to the build directory, so logs stay readable. */
function shorten(ctx: BuildContext, arg: string): string {
  return arg.split(':').map((part) => (part.startsWith(ctx.dirs.root) ? path.relative(ctx.dirs.root, part) || '.' : part)).join(':');
}
