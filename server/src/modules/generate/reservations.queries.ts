import { and, eq, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { generationReservations, projects } from '../../db/schema';

export type ReservationRow = typeof generationReservations.$inferSelect;

export async function insertReservation(db: Executor, row: { userId: string; projectId: string; kind: 'generate' | 'refine'; cost: number }): Promise<string> {
  const [inserted] = await db.insert(generationReservations).values(row).returning({ id: generationReservations.id });
  return inserted!.id;
}

/** Deletes the reservation and answers it, or null when someone else settled it first. */
export async function takeReservation(db: Executor, id: string): Promise<ReservationRow | null> {
  const rows = await db.delete(generationReservations).where(eq(generationReservations.id, id)).returning();
  return rows[0] ?? null;
}

export async function listStaleReservations(db: Db, before: Date, limit = 100): Promise<ReservationRow[]> {
  return db.select().from(generationReservations).where(lt(generationReservations.createdAt, before)).orderBy(generationReservations.createdAt).limit(limit);
}

/** Removes the placeholder row of a new project that never got its first version. */
export async function deleteGeneratingProject(db: Executor, projectId: string): Promise<void> {
  await db.delete(projects).where(and(eq(projects.id, projectId), eq(projects.status, 'generating')));
}
