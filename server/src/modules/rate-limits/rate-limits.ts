import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { sha256Hex } from '../../lib/tokens';
import type { ScheduledJob } from '../../jobs/scheduler';
import { blockUntil, deleteBucket, latestBlock, pruneBuckets, recordHit } from './rate-limits.queries';

/**
 * Rate limits kept in the database (ADR 0007), so every server process enforces the same numbers.
 * Bucket names are hashed before they are stored: no email or address sits in the table.
 */
const bucketKey = (name: string) => sha256Hex(name);

export interface WindowLimit {
  /** Hits allowed per window. */
  points: number;
  windowMs: number;
}

/** Takes one hit from a fixed-window bucket, or throws RATE_LIMITED once it is spent. */
export async function consumeOrThrow(db: Db, name: string, limit: WindowLimit, now = new Date()): Promise<void> {
  const state = await recordHit(db, bucketKey(name), now, limit.windowMs);
  if (state.hits > limit.points) {
    throw errors.rateLimited((state.windowStartedAt.getTime() + limit.windowMs - now.getTime()) / 1000);
  }
}

export interface FailureLimit {
  /** Failures allowed within the window before delays start. */
  free: number;
  windowMs: number;
  /** The first delay; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Throws RATE_LIMITED while any of the buckets is serving a delay; the answer never says which. */
export async function ensureNotBlocked(db: Db, names: string[], now = new Date()): Promise<void> {
  const until = await latestBlock(db, names.map(bucketKey), now);
  if (until) throw errors.rateLimited((until.getTime() - now.getTime()) / 1000);
}

/** Counts a failure; from the `free`-th one on, the bucket is blocked for a doubling delay. */
export async function recordFailure(db: Db, name: string, limit: FailureLimit, now = new Date()): Promise<void> {
  const key = bucketKey(name);
  const { hits } = await recordHit(db, key, now, limit.windowMs);
  if (hits < limit.free) return;
  const delay = Math.min(limit.maxDelayMs, limit.baseDelayMs * 2 ** Math.min(30, hits - limit.free));
  await blockUntil(db, key, new Date(now.getTime() + delay));
}

export async function clearFailures(db: Db, name: string): Promise<void> {
  await deleteBucket(db, bucketKey(name));
}

export const RATE_LIMITS_PRUNE = 'rate-limits-prune';

/** Drops buckets whose window and delay are over, so the table holds only live counters. */
export const rateLimitsPruneJob: ScheduledJob = {
  name: RATE_LIMITS_PRUNE,
  schedule: '*/10 * * * *',
  run: async (ctx) => {
    await pruneBuckets(ctx.db, new Date(ctx.now.getTime() - ctx.config.rateLimits.windowMs), ctx.now);
  },
};
