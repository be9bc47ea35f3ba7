import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { errors } from '../../errors';

export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/;

export type IdempotencyClaim = { kind: 'new' } | { kind: 'replay'; status: number; body: unknown };

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\0').update(JSON.stringify(body ?? null)).digest('hex');
}

/**
 * Claims an Idempotency-Key for one request. A retry of a finished request replays its answer; a retry
 * while it runs is a conflict; the same key with a different request is refused.
 */
export async function claimIdempotencyKey(db: Db, userId: string, key: string, route: string, hash: string): Promise<IdempotencyClaim> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw errors.idempotencyKeyInvalid();
  const inserted = await db.insert(idempotencyKeys).values({ userId, key, route, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length === 1) return { kind: 'new' };
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return claimIdempotencyKey(db, userId, key, route, hash);
  if (row.requestHash !== hash || row.route !== route) {
    throw errors.idempotencyConflict();
  }
  if (row.status === 'pending') throw errors.idempotencyPending();
  return { kind: 'replay', status: row.responseStatus ?? 200, body: row.responseBody };
}

export async function completeIdempotencyKey(db: Db, userId: string, key: string, status: number, body: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** A failed request releases its key, so the client may retry it (nothing was charged). */
export async function releaseIdempotencyKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
