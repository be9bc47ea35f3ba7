import { readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, test } from 'vitest';
import { runProcess } from './run-process';

const base = { cwd: os.tmpdir(), env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } };

/** Running or sleeping; a killed process may stay a zombie until the container's init reaps it. */
function isAlive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== undefined && state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

describe('runProcess', () => {
  test('reports the exit code and the combined output of a finished process', async () => {
    const outcome = await runProcess({ ...base, command: 'sh', args: ['-c', 'echo out; echo err >&2; exit 3'], timeoutMs: 10_000 });
    expect(outcome.kind).toBe('exited');
    expect(outcome.kind === 'exited' && outcome.code).toBe(3);
    expect(outcome.output).toContain('out');
    expect(outcome.output).toContain('err');
  });

  test('kills a hanging process and its children at the timeout', async () => {
    // The shell starts a background sleeper and prints its pid, then hangs itself.
    const outcome = await runProcess({ ...base, command: 'sh', args: ['-c', 'sleep 300 & echo $!; sleep 300'], timeoutMs: 500 });
    expect(outcome.kind).toBe('timeout');
    expect(outcome.ms).toBeLessThan(5_000);
    const grandchild = Number(outcome.output.trim());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isAlive(grandchild)).toBe(false);
  });

  test('stops a running process when the signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const outcome = await runProcess({ ...base, command: 'sleep', args: ['300'], timeoutMs: 60_000, signal: controller.signal });
    expect(outcome.kind).toBe('aborted');
  });

  test('answers a spawn error instead of throwing when the tool does not exist', async () => {
    const outcome = await runProcess({ ...base, command: '/nonexistent/tool', args: [], timeoutMs: 5_000 });
    expect(outcome.kind).toBe('spawn_error');
  });

  test('keeps the head of very long output and says how much was dropped', async () => {
    const outcome = await runProcess({ ...base, command: 'sh', args: ['-c', 'head -c 50000 /dev/zero | tr "\\0" x'], timeoutMs: 10_000, maxOutputChars: 1_000 });
    expect(outcome.output.startsWith('x'.repeat(1_000))).toBe(true);
    expect(outcome.output).toMatch(/characters of output dropped/);
  });

  test('leaves no process of the group behind after a normal exit', async () => {
    const outcome = await runProcess({ ...base, command: 'sh', args: ['-c', 'sleep 300 >/dev/null 2>&1 & echo $!'], timeoutMs: 10_000 });
    const leftover = Number(outcome.output.trim());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isAlive(leftover)).toBe(false);
  });
});
