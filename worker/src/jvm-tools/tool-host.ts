import { runProcess } from '../process/run-process';
import type { ProcessOutcome } from '../process/run-process';
import { sandboxSpec } from '../process/sandbox';
import type { Toolchain } from '../toolchain/toolchain';
import { ToolServer } from './tool-server';

/** The build tools that run on the JVM and can share one warm JVM. */
export type JvmTool = 'kotlinc' | 'javac' | 'proguard' | 'dx';

export interface ToolRequest {
  args: string[];
  /** The build directory: the only folder the tool may write. */
  buildDir: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ToolRun {
  outcome: ProcessOutcome;
  /** 'server' when the warm tool server answered, 'process' for a one-off JVM. */
  via: 'server' | 'process';
}

/** One per process, shared by every build: keeps kotlinc, javac, ProGuard and dx warm. */
export interface ToolHost {
  run(tool: JvmTool, request: ToolRequest): Promise<ToolRun>;
  close(): Promise<void>;
}

const SERVER_HEAP = '-Xmx1536m';

/** The command line of a tool in its own JVM: slow to start, needs nothing but the toolchain. */
function processCommand(toolchain: Toolchain, tool: JvmTool, args: string[]): [string, string[]] {
  const { paths } = toolchain;
  const quickJvm = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
  switch (tool) {
    case 'kotlinc':
      return [paths.java, ['-Xmx1200m', ...quickJvm, '-cp', paths.kotlinCompilerJar, 'org.jetbrains.kotlin.cli.jvm.K2JVMCompiler', ...args]];
    case 'javac':
      return [paths.javac, ['-J-Xmx384m', ...args]];
    case 'proguard':
      return [paths.java, ['-Xmx768m', ...quickJvm, '-jar', paths.proguardJar, ...args]];
    case 'dx':
      return [paths.java, ['-Xmx1g', ...quickJvm, '-jar', paths.dxJar, '--dex', ...args]];
  }
}

export function runToolInProcess(toolchain: Toolchain, tool: JvmTool, request: ToolRequest): Promise<ProcessOutcome> {
  const [command, args] = processCommand(toolchain, tool, request.args);
  return runProcess(
    sandboxSpec(toolchain, {
      command, args, cwd: request.buildDir, writableDirs: [request.buildDir], timeoutMs: request.timeoutMs, signal: request.signal,
    }),
  );
}

export interface ToolHostOptions {
  /** Folder under which every build directory lives; the tool server may write only there. */
  workRoot: string;
  /** false: always a one-off JVM per tool (used to measure cold builds). */
  useServer?: boolean;
}

/**
 * The tools every build of a process should share. Uses the tool server when the toolchain has
 * one and the build lives under `workRoot`; otherwise, or when the server cannot start, runs
 * each tool in its own JVM.
 */
export function createToolHost(toolchain: Toolchain, options: ToolHostOptions): ToolHost {
  const server =
    options.useServer !== false && toolchain.paths.toolServerClasses
      ? new ToolServer(toolchain, { workRoot: options.workRoot, heap: SERVER_HEAP })
      : null;
  return {
    async run(tool, request) {
      if (server && isInside(request.buildDir, options.workRoot)) {
        const outcome = await server.run(tool, request);
        if (outcome) return { outcome, via: 'server' };
      }
      return { outcome: await runToolInProcess(toolchain, tool, request), via: 'process' };
    },
    async close() {
      await server?.close();
    },
  };
}

function isInside(dir: string, root: string): boolean {
  return dir.startsWith(root.endsWith('/') ? root : `${root}/`);
}
