import { existsSync, lstatSync, readdirSync, readlinkSync } from 'node:fs';
import type { Toolchain } from '../toolchain/toolchain';
import type { ProcessSpec } from './run-process';

export interface ToolInvocation {
  command: string;
  args: string[];
  cwd: string;
  /** The only folders the tool may write (the build directory). */
  writableDirs: string[];
  /** Extra read-only folders (a signing key's private folder, the Android SDK for Gradle). */
  readableDirs?: string[];
  env?: Record<string, string>;
  /** Address-space cap for native tools; JVMs get -Xmx instead (they reserve far more than they use). */
  addressSpaceBytes?: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** Refused instead of running a tool unsandboxed where an operator asked for the sandbox. */
export class SandboxRequiredError extends Error {}

function baseEnv(cwd: string, extra: Record<string, string> | undefined): Record<string, string> {
  return { PATH: '/usr/local/bin:/usr/bin:/bin', HOME: cwd, LANG: 'C.UTF-8', ...extra };
}

/**
 * Namespaces and privileges: no network (an empty network namespace), a fresh user namespace with
 * every capability dropped (also when the worker runs as root), its own pid/ipc/uts namespaces, a
 * new session (no terminal injection), and the tool dies with the worker.
 */
export const ISOLATION = [
  '--unshare-user', '--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try',
  '--cap-drop', 'ALL', '--die-with-parent', '--new-session',
];

/** The few files under /etc the JDK and the dynamic linker read (the JDK's conf/ links into /etc/java-*). */
function etcBinds(): string[] {
  let javaDirs: string[] = [];
  try {
    javaDirs = readdirSync('/etc').filter((name) => name.startsWith('java-')).map((name) => `/etc/${name}`);
  } catch {
    /* no /etc listing: bind nothing extra */
  }
  return ['/etc/alternatives', '/etc/ld.so.cache', '/etc/localtime', ...javaDirs].filter((p) => existsSync(p)).flatMap((p) => ['--ro-bind', p, p]);
}

/** /usr, and the top-level links into it (merged /usr) or the folders themselves (older layouts). */
function systemBinds(): string[] {
  const binds = ['--ro-bind', '/usr', '/usr'];
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    try {
      const stat = lstatSync(top);
      if (stat.isSymbolicLink()) binds.push('--symlink', readlinkSync(top), top);
      else if (stat.isDirectory()) binds.push('--ro-bind', top, top);
    } catch {
      /* not on this system */
    }
  }
  return binds;
}

/**
 * The file system a tool sees: the system's programs and libraries (/usr, the JDK's /etc files),
 * the toolchain's own folders, the given read-only folders, the build folder (writable), an empty
 * /tmp, /proc and a minimal /dev. Nothing else: not DATA_DIR, the app secret, home folders, or
 * other builds' folders.
 */
export function sandboxArgs(toolchain: Toolchain, tool: ToolInvocation): string[] {
  const binds = [...systemBinds(), ...etcBinds(), '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp'];
  for (const dir of toolchain.roots) binds.push('--ro-bind', dir, dir);
  for (const dir of tool.readableDirs ?? []) binds.push('--ro-bind', dir, dir);
  for (const dir of tool.writableDirs) binds.push('--bind', dir, dir);
  return [...ISOLATION, ...binds, '--chdir', tool.cwd, '--', tool.command, ...tool.args];
}

/**
 * Wraps a tool in bubblewrap (see sandboxArgs) with resource limits. Without a working bwrap the
 * tool runs with only the limits and the timeout, which the build log says, unless the toolchain
 * requires the sandbox (production): then it is refused.
 */
export function sandboxSpec(toolchain: Toolchain, tool: ToolInvocation): ProcessSpec {
  let command = tool.command;
  let args = tool.args;
  if (toolchain.sandbox === 'bwrap' && toolchain.paths.bwrap) {
    args = sandboxArgs(toolchain, tool);
    command = toolchain.paths.bwrap;
  } else if (toolchain.sandboxRequired) {
    throw new SandboxRequiredError('refused to run a build tool without the bubblewrap sandbox (set ALLOW_UNSANDBOXED_BUILDS=true to allow it)');
  }
  if (toolchain.paths.prlimit) {
    const limits = ['--nofile=4096', `--fsize=${MAX_FILE_BYTES}`];
    if (tool.addressSpaceBytes) limits.push(`--as=${tool.addressSpaceBytes}`);
    args = [...limits, '--', command, ...args];
    command = toolchain.paths.prlimit;
  }
  return { command, args, cwd: tool.cwd, env: baseEnv(tool.cwd, tool.env), timeoutMs: tool.timeoutMs, signal: tool.signal };
}
