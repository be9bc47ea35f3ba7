import { randomUUID } from 'node:crypto';
import { type AppSpec, AppSpecSchema, CREDIT_COSTS, type GenerateBody, type GenerateReply } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { AppError, errors } from '../../errors';
import { lockUser } from '../auth/auth.queries';
import type { UserRow } from '../auth/sessions';
import { changeCredits } from '../credits/credits.service';
import { findVersion, insertGeneratingProject } from '../projects/projects.queries';
import { requireProject } from '../projects/projects.service';
import { entitlementFor } from '../billing/entitlement';
import { assertAppAllowance } from './app-limits';
import { holdReservation, refundReservation } from './reservations';
import { type GenerateDeps, type GenerationRequest, type ProgressReporter, type Reservation, produce } from './generation-steps';

export type { GenerateDeps, ProgressReporter } from './generation-steps';

/**
 * Generates a new project (100 credits) or refines one (50). Credits are reserved before any work,
 * and refunded if anything fails; a new project's row is created with the reservation (status
 * `generating`) so concurrent requests count against the plan's app limit.
 */
export async function runGeneration(
  deps: GenerateDeps,
  user: UserRow,
  body: GenerateBody,
  progress: ProgressReporter = () => {},
  signal?: AbortSignal,
): Promise<GenerateReply> {
  const request = readRequest(body);
  progress('reserving', 5, 'Reserving credits');
  const reservation = await reserve(deps.db, user, body.projectId ?? null, request.isRefine, request.prompt);
  try {
    const outcome = await produce(deps, user, request, reservation, progress, signal);
    if (!outcome.ok) throw outcome.error;
    return outcome.reply;
  } catch (err) {
    // A no-op when the sweeper already refunded it.
    await refundReservation(deps.db, reservation.id);
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'generation failed');
    throw errors.generationCrashed(request.isRefine);
  }
}

/** The body's prompt and mode, refused before anything is reserved when they do not fit. */
function readRequest(body: GenerateBody): GenerationRequest & { isRefine: boolean } {
  const prompt = body.prompt.trim();
  const isRefine = Boolean(body.projectId) || body.mode === 'refine';
  if (isRefine && !prompt) throw errors.refinementRequired();
  if (isRefine && !body.projectId) throw errors.noProject();
  if (!isRefine && !prompt) throw errors.promptRequired();
  return { prompt, isRefine, history: body.conversationHistory, admobConfig: body.admobConfig };
}

async function reserve(db: Db, user: UserRow, projectId: string | null, isRefine: boolean, prompt: string): Promise<Reservation> {
  const cost = isRefine ? CREDIT_COSTS.refine : CREDIT_COSTS.generate;
  return db.transaction(async (tx) => {
    // One reservation per user at a time: the row lock orders concurrent requests.
    const locked = await lockUser(tx, user.id);
    if (!locked) throw errors.notFound('User');
    const entitlement = await entitlementFor(tx, user.id, locked.tier, new Date());
    let id: string;
    let baseSpec: AppSpec | null = null;
    if (isRefine) {
      const project = await requireProject(tx, user.id, projectId!);
      const version = await findVersion(tx, project.id, project.currentVersion);
      const parsed = AppSpecSchema.safeParse(version?.spec);
      if (!parsed.success) throw errors.versionEditedByHand();
      baseSpec = parsed.data;
      id = project.id;
    } else {
      await assertAppAllowance(tx, user.id, entitlement);
      id = randomUUID();
      await insertGeneratingProject(tx, { id, userId: user.id, prompt });
    }
    const balanceAfter = await changeCredits(tx, { userId: user.id, delta: -cost, reason: isRefine ? 'refine' : 'generate', refType: 'project', refId: id });
    const reservationId = await holdReservation(tx, { userId: user.id, projectId: id, kind: isRefine ? 'refine' : 'generate', cost });
    return { id: reservationId, projectId: id, isRefine, cost, baseSpec, balanceAfter, tier: entitlement.tier };
  });
}
