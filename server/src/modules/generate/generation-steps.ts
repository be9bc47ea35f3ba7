import type { AdType, AppSpec, GenerateBody, GenerateReply, Tier } from '@droidforge/contracts';
import { fitReport, planFor } from '@droidforge/contracts';
import { type Finding, checkProject } from '@droidforge/generator/check/index';
import { emitProject } from '@droidforge/generator/emit/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type AppError, errors } from '../../errors';
import { type AppModel, type AppModelResult, GenerationRefusedError } from '../ai/index';
import type { UserRow } from '../auth/sessions';
import { addChat, appendVersion } from '../projects/projects.queries';
import { settleReservation } from './reservations';

export interface GenerateDeps {
  db: Db;
  model: AppModel;
  log: FastifyBaseLogger;
}

export type ProgressReporter = (stage: string, percent: number, message: string) => void;

/** A generation or refinement whose credits are reserved and whose project row exists. */
export interface Reservation {
  /** The generation_reservations row: whoever deletes it settles the credits (see reservations.ts). */
  id: string;
  projectId: string;
  isRefine: boolean;
  cost: number;
  /** The AppSpec being refined; null for a new app. */
  baseSpec: AppSpec | null;
  balanceAfter: number;
  /** The plan at reservation time (from the live subscription): decides the ad types emitted. */
  tier: Tier;
}

/** What one generation asks for, read from the request body. */
export interface GenerationRequest {
  prompt: string;
  history: GenerateBody['conversationHistory'];
  admobConfig: GenerateBody['admobConfig'];
}

export type GenerationStep = 'understand' | 'emit' | 'check' | 'save';
/** A step that did not succeed: which one, the catalogue error the user gets, and what it found. */
export interface StepFailure {
  ok: false;
  step: GenerationStep;
  error: AppError;
  findings?: Finding[];
}
type StepResult<T> = ({ ok: true } & T) | StepFailure;

const fail = (step: GenerationStep, error: AppError, findings?: Finding[]): StepFailure => ({ ok: false, step, error, findings });

/**
 * Understand: the model turns the prompt into an AppSpec, or edits the current one. A prompt the
 * generator declines (too little understood, or another language) fails here with its suggestions,
 * so the reservation is released and nothing is charged.
 */
export async function understand(
  deps: GenerateDeps,
  req: GenerationRequest,
  r: Reservation,
  signal?: AbortSignal,
  onProgress?: (message: string) => void,
): Promise<StepResult<{ result: AppModelResult }>> {
  const history = req.history.slice(-40);
  let result: AppModelResult;
  try {
    result = r.baseSpec
      ? await deps.model.refine({ spec: r.baseSpec, request: req.prompt, history, signal, onProgress })
      : await deps.model.generate({ prompt: req.prompt, history, signal, onProgress });
  } catch (error) {
    if (!(error instanceof GenerationRefusedError)) throw error;
    const { reason, message, suggestions } = error.refusal;
    return fail('understand', reason === 'unsupported_language' ? errors.languageNotSupported(message, suggestions) : errors.promptNotUnderstood(message, suggestions));
  }
  // Nothing was changed, so nothing is charged: the summary tells the user what can be asked.
  if (r.isRefine && result.changed === false) return fail('understand', errors.refinementUnclear(result.summary));
  return { ok: true, result };
}

/** Emit: the AppSpec becomes an Android project, with the ad types the user's plan allows. */
export function emit(tier: Tier, req: GenerationRequest, spec: AppSpec) {
  const allowedAdTypes: AdType[] = [...planFor(tier).adTypes];
  const admob = req.admobConfig ? { appId: '', bannerId: '', interstitialId: '', rewardId: '', ...req.admobConfig } : undefined;
  return emitProject(spec, { admob, allowedAdTypes });
}

/** Check: the emitted project must pass the code checks before it is stored. */
export function check(files: Record<string, string>): StepResult<object> {
  const found = checkProject(files).filter((f) => f.severity === 'error');
  return found.length > 0 ? fail('check', errors.generatedCodeFailedChecks(), found) : { ok: true };
}

/** Save: the next version of the project (version 1 for a new app) and the two chat turns. */
export async function save(db: Db, r: Reservation, prompt: string, result: AppModelResult, files: Record<string, string>): Promise<number> {
  const { spec } = result;
  return db.transaction(async (tx) => {
    await settleReservation(tx, r.id);
    const n = await appendVersion(tx, {
      projectId: r.projectId,
      source: r.isRefine ? 'refine' : 'generate',
      spec,
      files,
      prompt,
      meta: { name: spec.app.name, packageName: spec.app.packageName },
      report: result.report,
    });
    await addChat(tx, r.projectId, n, [
      { role: 'user', content: prompt },
      { role: 'assistant', content: result.summary },
    ]);
    return n;
  });
}

/** understand → emit → check → save, reporting progress; a failed step is returned, not thrown. */
export async function produce(
  deps: GenerateDeps,
  user: UserRow,
  req: GenerationRequest,
  r: Reservation,
  progress: ProgressReporter,
  signal?: AbortSignal,
): Promise<{ ok: true; reply: GenerateReply } | StepFailure> {
  progress('understanding', 15, r.isRefine ? 'Reading your change request' : 'Understanding your idea');
  // The model's own steps (asking, correcting its answer) show between understanding and writing.
  const understood = await understand(deps, req, r, signal, (message) => progress('understanding', 30, message));
  if (!understood.ok) return understood;
  // Cut once to the contract's limits: the stored version and the reply carry the same report.
  const result = { ...understood.result, report: fitReport(understood.result.report) };

  progress('writing', 55, 'Writing Kotlin and layouts');
  const emitted = emit(r.tier, req, result.spec);

  progress('checking', 80, 'Checking the code');
  const checked = check(emitted.files);
  if (!checked.ok) {
    deps.log.error({ findings: checked.findings?.slice(0, 5) }, 'generated project failed its checks');
    return checked;
  }

  progress('saving', 92, 'Saving a new version');
  const version = await save(deps.db, r, req.prompt, result, emitted.files);
  progress('done', 100, 'Done');
  return {
    ok: true,
    reply: {
      appData: emitted.appData,
      projectId: r.projectId,
      creditsUsed: r.cost,
      creditsRemaining: r.balanceAfter,
      admobValidation: emitted.admobValidation,
      version,
      summary: result.summary,
      kind: result.kind ?? result.spec.app.kind,
      report: result.report,
    },
  };
}
