import { readFileSync } from 'node:fs';

/** Whether a process is still running (a zombie counts as gone), read from /proc. */
export function isProcessRunning(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== undefined && state !== 'Z';
  } catch {
    return false;
  }
}
