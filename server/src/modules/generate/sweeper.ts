import type { Config } from '../../config';
import type { JobContext, ScheduledJob } from '../../jobs/scheduler';
import { deleteKeysBefore, deletePendingKeysBefore } from '../idempotency/idempotency.queries';
import { listStaleReservations } from './reservations.queries';
import { refundReservation } from './reservations';

export const GENERATION_SWEEPER = 'generation-sweeper';
/** Finished idempotency keys replay for this long, then go. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000;

/**
 * How old held work must be before it is taken for dead: a generation may make two model calls
 * (an answer and one repair), each bounded by LLM_TIMEOUT_MS, plus saving.
 */
export function staleAfterMs(config: Config): number {
  return config.llm.timeoutMs * 2 + 30_000;
}

/**
 * Nothing stays reserved after a crash: generations older than the model timeout are refunded and
 * their placeholder projects dropped, their pending Idempotency-Keys expire (a retry runs again),
 * and finished keys are pruned after 24 hours.
 */
export async function sweepAbandonedGenerations(ctx: JobContext): Promise<{ refunded: number; expiredKeys: number; prunedKeys: number }> {
  const staleBefore = new Date(ctx.now.getTime() - staleAfterMs(ctx.config));
  let refunded = 0;
  for (;;) {
    const stale = await listStaleReservations(ctx.db, staleBefore);
    for (const r of stale) if (await refundReservation(ctx.db, r.id)) refunded += 1;
    if (stale.length < 100) break;
  }
  const expiredKeys = await deletePendingKeysBefore(ctx.db, staleBefore);
  const prunedKeys = await deleteKeysBefore(ctx.db, new Date(ctx.now.getTime() - IDEMPOTENCY_KEY_TTL_MS));
  if (refunded + expiredKeys > 0) ctx.log.warn({ refunded, expiredKeys }, 'refunded generations abandoned by a process that went away');
  return { refunded, expiredKeys, prunedKeys };
}

export const generationSweeperJob: ScheduledJob = {
  name: GENERATION_SWEEPER,
  schedule: '* * * * *',
  run: async (ctx) => void (await sweepAbandonedGenerations(ctx)),
};
