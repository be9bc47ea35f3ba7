import { errors } from '../../errors';
import type { Db, Executor } from '../../db/client';
import { changeCredits } from '../credits/credits.service';
import { deleteGeneratingProject, insertReservation, takeReservation } from './reservations.queries';

/** Notes credits held by a generation; call inside the transaction that takes them. */
export function holdReservation(tx: Executor, row: { userId: string; projectId: string; kind: 'generate' | 'refine'; cost: number }): Promise<string> {
  return insertReservation(tx, row);
}

/**
 * Settles a successful generation inside the transaction that saves it. When the sweeper already
 * refunded it (the work outlived the model timeout), the save is refused rather than given away.
 */
export async function settleReservation(tx: Executor, id: string): Promise<void> {
  if (!(await takeReservation(tx, id))) {
    throw errors.generationFailed('timeout', 'This generation took too long and was stopped. Your credits were refunded; please try again.');
  }
}

/**
 * Gives the credits back and drops a new project's placeholder, once: whichever of the failing
 * request and the sweeper deletes the reservation row refunds it. Answers whether it refunded.
 */
export async function refundReservation(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await takeReservation(tx, id);
    if (!r) return false;
    await changeCredits(tx, { userId: r.userId, delta: r.cost, reason: 'refund', refType: 'project', refId: r.projectId });
    if (r.kind === 'generate') await deleteGeneratingProject(tx, r.projectId);
    return true;
  });
}
