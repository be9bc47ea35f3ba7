import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { DirLockedError, acquireDirLock } from './dir-lock';

describe('data folder lock', () => {
  test('refuses a second holder while the first process runs, and frees on release', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'df-lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, '.droidforge.lock'), String(child.pid));
      expect(() => acquireDirLock(dir)).toThrow(DirLockedError);
      expect(() => acquireDirLock(dir)).toThrow(/in use by another Droidforge process/);
    } finally {
      child.kill('SIGKILL');
    }
    await new Promise((r) => child.once('exit', r));
    const lock = acquireDirLock(dir);
    lock.release();
    expect(fs.existsSync(path.join(dir, '.droidforge.lock'))).toBe(false);
  });

  test('takes over a lock left behind by a crashed process', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'df-lock-'));
    fs.writeFileSync(path.join(dir, '.droidforge.lock'), '999999999');
    const lock = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, '.droidforge.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
