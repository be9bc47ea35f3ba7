import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface BucketState {
  hits: number;
  windowStartedAt: Date;
}

/**
 * Counts one hit in a fixed window, atomically: a window older than `windowMs` starts again at 1.
 * One statement, so two processes hitting the same bucket both count.
 */
export async function recordHit(db: Db, key: string, now: Date, windowMs: number): Promise<BucketState> {
  const expired = sql`${rateLimits.windowStartedAt} <= ${at(new Date(now.getTime() - windowMs))}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        blockedUntil: sql`case when ${expired} then null else ${rateLimits.blockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  return row!;
}

/** Blocks a bucket until `until` (never shortens an existing block). */
export async function blockUntil(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ blockedUntil: sql`greatest(coalesce(${rateLimits.blockedUntil}, ${at(until)}), ${at(until)})` })
    .where(sql`${rateLimits.key} = ${key}`);
}

/** The latest block among `keys` still in force at `now`, or null. */
export async function latestBlock(db: Db, keys: string[], now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<string | null>`max(${rateLimits.blockedUntil})` })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.blockedUntil, now)));
  return row?.until ? new Date(row.until) : null;
}

export async function deleteBucket(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Removes buckets untouched since `before` whose block (if any) is over; answers how many. */
export async function pruneBuckets(db: Db, before: Date, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(and(lt(rateLimits.updatedAt, before), or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now))))
    .returning({ key: rateLimits.key });
  return rows.length;
}
