import { TRAFFIC } from '@droidforge/contracts';
import type { ScheduledJob } from '../../jobs/scheduler';
import { deleteRollupsBefore, deleteTrafficBefore } from './traffic.queries';

const BATCH = 5000;
/** One run stops after this many batches; the next tick carries on (a backlog never holds the lock for long). */
const MAX_BATCHES = 200;

/**
 * Spec §1: usage logs are kept 90 days. Deletes in batches of a few thousand rows, each its own
 * short statement, so inserts from live requests never wait long behind it.
 */
export const trafficRetentionJob: ScheduledJob = {
  name: 'traffic-retention',
  schedule: '17 * * * *',
  async run({ db, now, log }) {
    const cutoff = new Date(now.getTime() - TRAFFIC.retentionDays * 24 * 3600_000);
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const deleted = await deleteTrafficBefore(db, cutoff, BATCH);
      total += deleted;
      if (deleted < BATCH) break;
    }
    await deleteRollupsBefore(db, cutoff);
    if (total > 0) log.info({ deleted: total, cutoff }, 'traffic logs past retention deleted');
  },
};
