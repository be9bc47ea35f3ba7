import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { builds, projectVersions, projects, users } from '../../db/schema';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CHILD = path.join(ROOT, 'worker/src/queue/testing/worker-child.ts');

/** One process (no tsx wrapper), so SIGKILL hits the worker itself and leaves no orphan holding the database. */
function startWorkerProcess(dbDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CHILD], { cwd: ROOT, env: { ...process.env, CHILD_DATABASE: dbDir }, stdio: ['ignore', 'pipe', 'inherit'] });
}

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output: ${seen}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before ${pattern}; output: ${seen}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

test('a build left running by a worker killed with SIGKILL ends failed when the next worker starts, and its project is not left building', { timeout: 180_000 }, async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'df-crash-'));
  try {
    const seed = await openDatabase({ kind: 'pglite', dir });
    const [user] = await seed.db.insert(users).values({ name: 'Crash', email: 'crash@example.com', passwordHash: 'x', tier: 'pro' }).returning();
    const [project] = await seed.db.insert(projects).values({ userId: user!.id, name: 'Crashy', packageName: 'com.example.crashy', status: 'building', prompt: 'p' }).returning();
    await seed.db.insert(projectVersions).values({ projectId: project!.id, n: 1, source: 'generate', files: {} });
    const [build] = await seed.db.insert(builds).values({ projectId: project!.id, versionN: 1, userId: user!.id }).returning();
    await seed.close();

    const first = startWorkerProcess(dir);
    const started = await waitForLine(first, /started (\S+)/);
    expect(started[1]).toBe(build!.id);
    first.kill('SIGKILL');
    await exited(first);

    const second = startWorkerProcess(dir);
    await waitForLine(second, /ready/);
    second.kill('SIGTERM');
    await exited(second);

    const check = await openDatabase({ kind: 'pglite', dir });
    try {
      const [after] = await check.db.select().from(builds).where(eq(builds.id, build!.id));
      expect(after!.status).toBe('failed');
      expect(after!.error).toMatch(/build worker went away/);
      expect(after!.finishedAt).not.toBeNull();
      const [projectAfter] = await check.db.select().from(projects).where(eq(projects.id, project!.id));
      expect(projectAfter!.status).toBe('build_failed');
    } finally {
      await check.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
