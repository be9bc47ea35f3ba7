import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type AdType,
  type AppSpec,
  AppSpecSchema,
  CREDIT_COSTS,
  type GenerateBody,
  type GenerateReply,
  type Tier,
  planFor,
} from '@droidforge/contracts';
import { emitProject } from '@droidforge/generator/emit/index';
import { checkProject } from '@droidforge/generator/check/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { projectVersions, projects, users } from '../../db/schema';
import { AppError, errors } from '../../errors';
import type { UserRow } from '../auth/sessions';
import { changeCredits } from '../credits/credits.service';
import { addChat, appendVersion, findOwnedProject, findVersion } from '../projects/projects.queries';
import { assertAppAllowance } from './app-limits';
import { entitlementFor } from '../billing/entitlement';
import { holdReservation, refundReservation, settleReservation } from './reservations';
import type { AppModel } from '../ai/index';

export interface GenerateDeps {
  db: Db;
  model: AppModel;
  log: FastifyBaseLogger;
}

export type ProgressReporter = (stage: string, percent: number, message: string) => void;

interface Reservation {
  /** The generation_reservations row: whoever deletes it settles the credits (see reservations.ts). */
  id: string;
  projectId: string;
  isRefine: boolean;
  cost: number;
  baseSpec: AppSpec | null;
  balanceAfter: number;
  /** The plan at reservation time (from the live subscription): decides the ad types emitted. */
  tier: Tier;
}

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
  const prompt = body.prompt.trim();
  const isRefine = Boolean(body.projectId) || body.mode === 'refine';
  if (isRefine && !prompt) throw errors.refinementRequired();
  if (isRefine && !body.projectId) throw errors.noProject();
  if (!isRefine && !prompt) throw errors.promptRequired();

  progress('reserving', 5, 'Reserving credits');
  const reservation = await reserve(deps.db, user, isRefine, body.projectId ?? null, prompt);
  try {
    return await produce(deps, user, body, prompt, reservation, progress, signal);
  } catch (err) {
    await release(deps.db, reservation);
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'generation failed');
    throw errors.generationCrashed(isRefine);
  }
}

async function reserve(db: Db, user: UserRow, isRefine: boolean, projectId: string | null, prompt: string): Promise<Reservation> {
  const cost = isRefine ? CREDIT_COSTS.refine : CREDIT_COSTS.generate;
  return db.transaction(async (tx) => {
    // One reservation per user at a time: the row lock orders concurrent requests.
    const [locked] = await tx.select({ tier: users.tier }).from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) throw errors.notFound('User');
    const entitlement = await entitlementFor(tx, user.id, locked.tier, new Date());
    let id: string;
    let baseSpec: AppSpec | null = null;
    if (isRefine) {
      const project = await findOwnedProject(tx, user.id, projectId!);
      if (!project) throw errors.notFound('Project');
      const version = await findVersion(tx, project.id, project.currentVersion);
      const parsed = AppSpecSchema.safeParse(version?.spec);
      if (!parsed.success) {
        throw errors.versionEditedByHand();
      }
      baseSpec = parsed.data;
      id = project.id;
    } else {
      await assertAppAllowance(tx, user.id, entitlement);
      id = randomUUID();
      await tx.insert(projects).values({ id, userId: user.id, name: 'New app', packageName: '', status: 'generating', prompt, currentVersion: 0 });
    }
    const balanceAfter = await changeCredits(tx, { userId: user.id, delta: -cost, reason: isRefine ? 'refine' : 'generate', refType: 'project', refId: id });
    const reservationId = await holdReservation(tx, { userId: user.id, projectId: id, kind: isRefine ? 'refine' : 'generate', cost });
    return { id: reservationId, projectId: id, isRefine, cost, baseSpec, balanceAfter, tier: entitlement.tier };
  });
}

async function release(db: Db, r: Reservation): Promise<void> {
  // A no-op when the sweeper already refunded it.
  await refundReservation(db, r.id);
}

async function produce(
  deps: GenerateDeps,
  user: UserRow,
  body: GenerateBody,
  prompt: string,
  r: Reservation,
  progress: ProgressReporter,
  signal?: AbortSignal,
): Promise<GenerateReply> {
  progress('understanding', 15, r.isRefine ? 'Reading your change request' : 'Understanding your idea');
  const history = body.conversationHistory.slice(-40);
  const result = r.isRefine
    ? await deps.model.refine({ spec: r.baseSpec!, request: prompt, history, signal })
    : await deps.model.generate({ prompt, history, signal });
  if (r.isRefine && result.changed === false) {
    // Nothing was changed, so nothing is charged: the summary tells the user what can be asked.
    throw errors.refinementUnclear(result.summary);
  }

  progress('writing', 55, 'Writing Kotlin and layouts');
  const allowedAdTypes: AdType[] = [...planFor(r.tier).adTypes];
  const admob = body.admobConfig ? { appId: '', bannerId: '', interstitialId: '', rewardId: '', ...body.admobConfig } : undefined;
  const emitted = emitProject(result.spec, { admob, allowedAdTypes });

  progress('checking', 80, 'Checking the code');
  const findings = checkProject(emitted.files).filter((f) => f.severity === 'error');
  if (findings.length > 0) {
    deps.log.error({ findings: findings.slice(0, 5) }, 'generated project failed its checks');
    throw errors.generatedCodeFailedChecks();
  }

  progress('saving', 92, 'Saving a new version');
  const spec = result.spec;
  const meta = { name: spec.app.name, packageName: spec.app.packageName };
  const version = await deps.db.transaction(async (tx) => {
    await settleReservation(tx, r.id);
    let n: number;
    if (r.isRefine) {
      n = await appendVersion(tx, { projectId: r.projectId, source: 'refine', spec, files: emitted.files, prompt, meta });
    } else {
      await tx.update(projects).set({ status: 'generated', name: meta.name, packageName: meta.packageName, currentVersion: 1, updatedAt: new Date() }).where(eq(projects.id, r.projectId));
      await tx.insert(projectVersions).values({ projectId: r.projectId, n: 1, source: 'generate', spec, files: emitted.files, prompt });
      n = 1;
    }
    await addChat(tx, r.projectId, n, [
      { role: 'user', content: prompt },
      { role: 'assistant', content: result.summary },
    ]);
    return n;
  });
  progress('done', 100, 'Done');
  return {
    appData: emitted.appData,
    projectId: r.projectId,
    creditsUsed: r.cost,
    creditsRemaining: r.balanceAfter,
    admobValidation: emitted.admobValidation,
    version,
    summary: result.summary,
    kind: result.kind ?? spec.app.kind,
  };
}
