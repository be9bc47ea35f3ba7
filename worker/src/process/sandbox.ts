import type { Toolchain } from '../toolchain/toolchain';
import type { ProcessSpec } from './run-process';

export interface ToolInvocation {
  command: string;
  args: string[];
  cwd: string;
  /** The only folders the tool may write (the build directory). */
  writableDirs: string[];
  /** Extra read-only folders under /tmp, which is otherwise an empty tmpfs inside the sandbox. */
  readableDirs?: string[];
  env?: Record<string, string>;
  /** Address-space cap for native tools; JVMs get -Xmx instead (they reserve far more than they use). */
  addressSpaceBytes?: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

const MAX_FILE_BYTES = 512 * 1024 * 1024;

function baseEnv(cwd: string, extra: Record<string, string> | undefined): Record<string, string> {
  return { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: cwd, LANG: 'C.UTF-8', ...extra };
}

/**
 * Wraps a tool so it runs with no network, a read-only file system except `writableDirs`, a
 * private /tmp and resource limits. Without bwrap (not installed or not permitted) the tool still
 * gets the limits and the timeout; the build log says which mode was used.
 */
export function sandboxSpec(toolchain: Toolchain, tool: ToolInvocation): ProcessSpec {
  let command = tool.command;
  let args = tool.args;
  if (toolchain.sandbox === 'bwrap' && toolchain.paths.bwrap) {
    const binds: string[] = [];
    for (const dir of tool.readableDirs ?? []) binds.push('--ro-bind', dir, dir);
    for (const dir of tool.writableDirs) binds.push('--bind', dir, dir);
    args = [
      '--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp',
      ...binds,
      '--unshare-net', '--unshare-pid', '--unshare-ipc', '--die-with-parent',
      '--chdir', tool.cwd, '--', command, ...args,
    ];
    command = toolchain.paths.bwrap;
  }
  if (toolchain.paths.prlimit) {
    const limits = ['--nofile=4096', `--fsize=${MAX_FILE_BYTES}`];
    if (tool.addressSpaceBytes) limits.push(`--as=${tool.addressSpaceBytes}`);
    args = [...limits, '--', command, ...args];
    command = toolchain.paths.prlimit;
  }
  return { command, args, cwd: tool.cwd, env: baseEnv(tool.cwd, tool.env), timeoutMs: tool.timeoutMs, signal: tool.signal };
}
