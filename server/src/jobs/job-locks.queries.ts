import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLocks } from '../db/schema';

/**
 * Takes the lock of job `name` for `holder` until `until`, if nobody holds an unexpired one at `now`.
 * One statement, so two processes racing for the same tick cannot both win.
 */
export async function claimJobLock(db: Db, name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .insert(jobLocks)
    .values({ name, holder, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { holder, lockedUntil: until },
      setWhere: lt(jobLocks.lockedUntil, now),
    })
    .returning({ name: jobLocks.name });
  return rows.length > 0;
}

/** Gives the lock back (only if `holder` still has it) and notes when the job last finished. */
export async function releaseJobLock(db: Db, name: string, holder: string, finishedAt: Date): Promise<void> {
  await db
    .update(jobLocks)
    .set({ lockedUntil: sql`to_timestamp(0)`, lastRunAt: finishedAt })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.holder, holder)));
}

export async function findJobLock(db: Db, name: string) {
  const [row] = await db.select().from(jobLocks).where(eq(jobLocks.name, name));
  return row ?? null;
}
