import fs from 'node:fs';
import path from 'node:path';

export interface DirLock {
  release(): void;
}

export class DirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock on a folder through a pid file created with O_EXCL. A lock left by a process
 * that no longer runs is taken over, so a crash never locks the data folder for good.
 */
export function acquireDirLock(dir: string): DirLock {
  const file = path.join(dir, '.droidforge.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DirLockedError(
          `The database folder ${dir} is in use by another Droidforge process (pid ${pid}). Stop it first, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DirLockedError(`Could not lock the database folder ${dir}.`);
}
