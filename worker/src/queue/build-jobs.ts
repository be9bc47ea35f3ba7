import type { BuildStep, Finding } from '@droidforge/contracts';
import type { QueueDatabase } from './queue-database';
import { asDate } from './queue-database';
import { RETENTION_DAYS } from './retention';

/** A build this worker has claimed: the row is `running` and leased to the worker. */
export interface ClaimedBuild {
  id: string;
  projectId: string;
  versionN: number;
  userId: string;
  toolchain: 'embedded' | 'gradle';
  admob: Record<string, string> | null;
  deadlineAt: Date;
}

/**
 * Takes the oldest queued build, if any. SKIP LOCKED lets many workers claim at once on
 * PostgreSQL without ever taking the same row twice (ADR 0005).
 */
export async function claimNextBuild(db: QueueDatabase, workerId: string, timeoutMs: number): Promise<ClaimedBuild | null> {
  const { rows } = await db.execute(
    `UPDATE builds SET status = 'running', started_at = now(), heartbeat_at = now(), worker_id = $1,
       deadline_at = now() + $2::int * interval '1 millisecond', step = NULL
     WHERE id = (SELECT id FROM builds WHERE status = 'queued' ORDER BY queued_at, id FOR UPDATE SKIP LOCKED LIMIT 1)
     RETURNING id, project_id, version_n, user_id, toolchain, admob, deadline_at`,
    [workerId, Math.round(timeoutMs)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: String(row.id),
    projectId: String(row.project_id),
    versionN: Number(row.version_n),
    userId: String(row.user_id),
    toolchain: row.toolchain === 'gradle' ? 'gradle' : 'embedded',
    admob: (row.admob as Record<string, string> | null) ?? null,
    deadlineAt: asDate(row.deadline_at)!,
  };
}

export interface BuildFiles {
  files: Record<string, string>;
  packageName: string;
}

/** The files to build: a fix's repaired files, else the project version's. Null when neither exists. */
export async function loadBuildFiles(db: QueueDatabase, build: ClaimedBuild): Promise<BuildFiles | null> {
  const { rows } = await db.execute(
    `SELECT coalesce(b.fix -> 'files', v.files) AS files, p.package_name
     FROM builds b JOIN projects p ON p.id = b.project_id
     LEFT JOIN project_versions v ON v.project_id = b.project_id AND v.n = b.version_n
     WHERE b.id = $1`,
    [build.id],
  );
  const row = rows[0];
  if (!row || row.files === null || row.files === undefined) return null;
  const files = typeof row.files === 'string' ? (JSON.parse(row.files) as Record<string, string>) : (row.files as Record<string, string>);
  return { files, packageName: String(row.package_name ?? '') };
}

export interface ProgressUpdate {
  step: string | null;
  steps: BuildStep[];
  log: string;
}

/** Writes live progress; a build no longer leased to this worker (failed by a sweep) is left alone. */
export async function writeProgress(db: QueueDatabase, buildId: string, workerId: string, p: ProgressUpdate): Promise<boolean> {
  const { rows } = await db.execute(
    `UPDATE builds SET step = $3, steps = $4::jsonb, log = $5, heartbeat_at = now()
     WHERE id = $1 AND worker_id = $2 AND status = 'running' RETURNING id`,
    [buildId, workerId, p.step, JSON.stringify(p.steps), p.log],
  );
  return rows.length > 0;
}

export async function heartbeat(db: QueueDatabase, workerId: string): Promise<void> {
  await db.execute(`UPDATE builds SET heartbeat_at = now() WHERE worker_id = $1 AND status = 'running'`, [workerId]);
}

export type BuildOutcome =
  | { ok: true; apkPath: string; apkSize: number; sha256: string; steps: BuildStep[]; log: string; findings: Finding[] }
  | { ok: false; error: string; step: string | null; steps: BuildStep[]; log: string; findings: Finding[] };

/**
 * Ends a build and moves its project from `building` to built | build_failed in one statement; a
 * succeeded build's APK is kept RETENTION_DAYS.
 * Answers false when the build was no longer this worker's (a sweep already failed it).
 */
export async function finishBuild(db: QueueDatabase, buildId: string, workerId: string, outcome: BuildOutcome): Promise<boolean> {
  const common = [buildId, workerId, JSON.stringify(outcome.steps), outcome.log, JSON.stringify(outcome.findings)];
  const { rows } = outcome.ok
    ? await db.execute(
        `WITH done AS (
           UPDATE builds SET status = 'succeeded', finished_at = now(), step = NULL, steps = $3::jsonb, log = $4, findings = $5::jsonb,
             apk_path = $6, apk_size = $7, sha256 = $8, expires_at = now() + $9::int * interval '1 day'
           WHERE id = $1 AND worker_id = $2 AND status = 'running' RETURNING id, project_id),
         project AS (UPDATE projects p SET status = 'built', updated_at = now() FROM done WHERE p.id = done.project_id AND p.status = 'building')
         SELECT id FROM done`,
        [...common, outcome.apkPath, outcome.apkSize, outcome.sha256, RETENTION_DAYS],
      )
    : await db.execute(
        `WITH done AS (
           UPDATE builds SET status = 'failed', finished_at = now(), step = $6, steps = $3::jsonb, log = $4, findings = $5::jsonb, error = $7
           WHERE id = $1 AND worker_id = $2 AND status = 'running' RETURNING id, project_id),
         project AS (UPDATE projects p SET status = 'build_failed', updated_at = now() FROM done WHERE p.id = done.project_id AND p.status = 'building')
         SELECT id FROM done`,
        [...common, outcome.step, outcome.error],
      );
  return rows.length > 0;
}

export const ABANDONED_MESSAGE = 'The build stopped because the build worker went away (it crashed or was restarted). Please build again.';
export const TIMED_OUT_MESSAGE = 'The build took longer than its time limit and was stopped. Please try again; if it keeps happening, simplify the app or contact support.';

/**
 * Fails running builds that can no longer finish: past their deadline (plus grace), or whose worker
 * has been silent longer than `staleMs`. `everyRunning` fails all of them: used at start-up when
 * this process is the only worker (PGlite), so any running build belonged to a dead process.
 */
export async function failStuckBuilds(db: QueueDatabase, opts: { staleMs: number; graceMs: number; everyRunning?: boolean }): Promise<string[]> {
  const { rows } = await db.execute(
    `WITH stuck AS (
       UPDATE builds SET status = 'failed', finished_at = now(),
         error = CASE WHEN deadline_at < now() - $2::int * interval '1 millisecond' THEN $4 ELSE $5 END,
         log = log || CASE WHEN deadline_at < now() - $2::int * interval '1 millisecond' THEN E'\\n' || $4 ELSE E'\\n' || $5 END
       WHERE status = 'running' AND ($3::boolean
         OR deadline_at < now() - $2::int * interval '1 millisecond'
         OR coalesce(heartbeat_at, started_at, queued_at) < now() - $1::int * interval '1 millisecond')
       RETURNING id, project_id),
     project AS (UPDATE projects p SET status = 'build_failed', updated_at = now() FROM stuck WHERE p.id = stuck.project_id AND p.status = 'building')
     SELECT id FROM stuck`,
    [Math.round(opts.staleMs), Math.round(opts.graceMs), opts.everyRunning ?? false, TIMED_OUT_MESSAGE, ABANDONED_MESSAGE],
  );
  return rows.map((r) => String(r.id));
}
