import { and, count, eq } from 'drizzle-orm';
import { fixAttempts } from '../../db/schema';
import type { Executor } from '../../db/client';

export async function countFixAttempts(db: Executor, projectId: string, versionN: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(fixAttempts).where(and(eq(fixAttempts.projectId, projectId), eq(fixAttempts.versionN, versionN)));
  return Number(rows[0]?.n ?? 0);
}

/** Whether a fix of this exact error signature was already paid for on this project. */
export async function wasChargedFor(db: Executor, projectId: string, signature: string): Promise<boolean> {
  const rows = await db
    .select({ id: fixAttempts.id })
    .from(fixAttempts)
    .where(and(eq(fixAttempts.projectId, projectId), eq(fixAttempts.signature, signature), eq(fixAttempts.charged, true)))
    .limit(1);
  return rows.length > 0;
}

/** Records an attempt (not charged, not succeeded yet); its id follows it through the queue. */
export async function insertFixAttempt(db: Executor, a: { projectId: string; versionN: number; signature: string }): Promise<number> {
  const [row] = await db.insert(fixAttempts).values({ ...a, charged: false, succeeded: false }).returning({ id: fixAttempts.id });
  return row!.id;
}

export async function updateFixAttempt(db: Executor, id: number, set: { charged?: boolean; succeeded?: boolean; buildId?: string }): Promise<void> {
  await db.update(fixAttempts).set(set).where(eq(fixAttempts.id, id));
}
