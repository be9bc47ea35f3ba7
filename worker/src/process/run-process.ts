import { spawn } from 'node:child_process';

export interface ProcessSpec {
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /** Hard limit; the whole process group is killed when it passes. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Output beyond this many characters is dropped (the head is kept). */
  maxOutputChars?: number;
}

export type ProcessOutcome =
  | { kind: 'exited'; code: number; output: string; ms: number }
  | { kind: 'timeout'; output: string; ms: number }
  | { kind: 'aborted'; output: string; ms: number }
  | { kind: 'spawn_error'; message: string; output: string; ms: number };

const DEFAULT_MAX_OUTPUT = 200_000;

/**
 * Runs one child process in its own process group and settles exactly once: on exit, on a spawn
 * error, on timeout or on abort. On the last two the whole group is SIGKILLed, so tools that
 * fork (shell wrappers, JVMs) cannot outlive the build.
 */
export function runProcess(spec: ProcessSpec): Promise<ProcessOutcome> {
  const started = Date.now();
  const maxOutput = spec.maxOutputChars ?? DEFAULT_MAX_OUTPUT;
  return new Promise((resolve) => {
    let output = '';
    let dropped = 0;
    let settled = false;
    const append = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      const room = Math.max(0, maxOutput - output.length);
      output += text.slice(0, room);
      dropped += Math.max(0, text.length - room);
    };
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const finish = (outcome: ProcessOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', onAbort);
      killGroup();
      resolve(outcome);
    };
    const fullOutput = () => (dropped > 0 ? `${output}\n… ${dropped} characters of output dropped` : output);
    const onAbort = () => finish({ kind: 'aborted', output: fullOutput(), ms: Date.now() - started });
    const timer = setTimeout(() => finish({ kind: 'timeout', output: fullOutput(), ms: Date.now() - started }), spec.timeoutMs);
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    child.on('error', (error) => finish({ kind: 'spawn_error', message: error.message, output: fullOutput(), ms: Date.now() - started }));
    // 'close' (not 'exit') so that all output has been read.
    child.on('close', (code, signalName) =>
      finish({ kind: 'exited', code: code ?? (signalName ? 128 : 1), output: fullOutput(), ms: Date.now() - started }),
    );
    if (spec.signal?.aborted) onAbort();
    else spec.signal?.addEventListener('abort', onAbort, { once: true });
  });
}
