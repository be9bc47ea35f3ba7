import { type BuildQueued, CREDIT_COSTS, type FixOutcome } from '@droidforge/contracts';
import { type Finding, checkProject } from '@droidforge/generator/check/index';
import { findingsSignature, fixProject } from '@droidforge/generator/fix/index';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import type { FileRepairer } from '../ai/index';
import { lockUser } from '../auth/auth.queries';
import { changeCredits } from '../credits/credits.service';
import { assertProjectFiles, metaFromFiles, type ProjectFiles } from '../projects/project-files';
import { type ProjectRow, addChat, appendVersion, findLiveProject, findVersion } from '../projects/projects.queries';
import { requireProject } from '../projects/projects.service';
import type { BuildBackend } from './build-backend';
import { gateBuild, usesAdsSdk } from './build-gating';
import { entitlementFor } from '../billing/entitlement';
import {
  type BuildRow, type FixJob, countBuildsSince, findOwnedBuild, hasActiveBuild, insertQueuedBuild, latestFailedBuild, listUnsettledFixes, lockUnsettledFix,
  markFixSettled, setProjectStatus, startOfMonth,
} from './builds.queries';
import { countFixAttempts, insertFixAttempt, updateFixAttempt, wasChargedFor } from './fix-attempts.queries';
import { repairRemaining } from './fix-model-step';

/** Fix with AI may be tried this many times per project version. */
export const FIX_ATTEMPTS_PER_VERSION = 3;

export interface FixDeps {
  db: Db;
  backend: BuildBackend;
  /** The configured LLM's code repair; absent when repairs are offline only. */
  repairer?: FileRepairer;
}

interface Attempt {
  id: number;
  versionN: number;
  signature: string;
  /** The failed build whose findings are repaired (its AdMob settings carry over). */
  from: BuildRow | null;
}

/**
 * Repairs the current version from its latest failed build's findings (or a fresh check) — by the
 * offline rules, then by the configured model for what they leave — and queues the repaired files
 * as a build (same worker, limits and sandbox as any build; progress over the build's events).
 * The attempt is taken first, under the user's row lock, so parallel requests get at most three.
 * 25 credits are taken when it is queued and refunded if it does not build (see settleFix).
 */
export async function requestFix(deps: FixDeps, userId: string, projectId: string, buildId: string | undefined): Promise<BuildQueued> {
  const project = await requireProject(deps.db, userId, projectId);
  const version = await findVersion(deps.db, project.id, project.currentVersion);
  if (!version) throw errors.notFound('Project version');
  const files = version.files as ProjectFiles;
  const { findings, from } = await findingsToFix(deps.db, userId, project, buildId, files);
  if (findings.length === 0) throw errors.fixFailed('There is nothing to fix: the latest build of this version did not fail and the code check finds no errors.');
  const attempt = await takeAttempt(deps, userId, project, { versionN: version.n, signature: findingsSignature(findings), files, from });

  const offline = fixProject(files, findings);
  const repaired = await repairRemaining(deps.repairer, offline);
  // A failed repair still counts as an attempt, so a failing model cannot be called without limit.
  if (!repaired.ok) throw errors.fixFailed(`${repaired.message} Nothing was charged.`, { findings: offline.remaining });
  if (repaired.changes.length === 0) {
    throw errors.fixFailed(`These problems could not be repaired automatically: ${describe(offline.remaining)}. Nothing was charged; edit the code by hand or change the app by chat.`, { findings: offline.remaining });
  }
  assertProjectFiles(repaired.files);
  const queued = await queueFix(deps.db, userId, project, attempt, repaired);
  deps.backend.notifyQueued();
  return { buildId: queued.id, status: 'queued' };
}

/** Plan, one job per project, three attempts per version, enough credits: all under the user's row lock. */
async function takeAttempt(deps: FixDeps, userId: string, project: ProjectRow, a: Omit<Attempt, 'id'> & { files: ProjectFiles }): Promise<Attempt> {
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw errors.notFound('User');
    const { credits } = user;
    const { tier, periodStart } = await entitlementFor(tx, userId, user.tier, new Date());
    const admob = (a.from?.admob as Record<string, string> | null) ?? null;
    const gate = gateBuild({ tier, admob, filesUseAds: usesAdsSdk(a.files), buildsThisMonth: await countBuildsSince(tx, userId, periodStart ?? startOfMonth()), toolchain: deps.backend.toolchainStatus() });
    if (!gate.ok) throw gate.error;
    if (await hasActiveBuild(tx, project.id)) throw errors.buildInProgress();
    if ((await countFixAttempts(tx, project.id, a.versionN)) >= FIX_ATTEMPTS_PER_VERSION) throw errors.fixLimitReached(FIX_ATTEMPTS_PER_VERSION);
    const cost = (await wasChargedFor(tx, project.id, a.signature)) ? 0 : CREDIT_COSTS.fix;
    if (credits < cost) throw errors.insufficientCredits(cost, credits);
    const id = await insertFixAttempt(tx, { projectId: project.id, versionN: a.versionN, signature: a.signature });
    return { id, versionN: a.versionN, signature: a.signature, from: a.from };
  });
}

async function queueFix(db: Db, userId: string, project: ProjectRow, attempt: Attempt, repaired: { files: ProjectFiles; changes: string[] }) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await hasActiveBuild(tx, project.id)) throw errors.buildInProgress();
    // Re-checked under the lock: a concurrent fix of the same error must not charge again.
    const cost = (await wasChargedFor(tx, project.id, attempt.signature)) ? 0 : CREDIT_COSTS.fix;
    const fix: FixJob = { files: repaired.files, changes: repaired.changes, signature: attempt.signature, cost, attemptId: attempt.id };
    const admob = attempt.from?.toolchain === 'gradle' ? (attempt.from.admob as Record<string, string> | null) : null;
    const build = await insertQueuedBuild(tx, { projectId: project.id, versionN: attempt.versionN, userId, toolchain: admob ? 'gradle' : 'embedded', admob, fix });
    if (cost > 0) await changeCredits(tx, { userId, delta: -cost, reason: 'fix', refType: 'build', refId: build.id, idempotencyKey: `fix:${build.id}` });
    await updateFixAttempt(tx, attempt.id, { buildId: build.id, charged: cost > 0 });
    return build;
  });
}

async function findingsToFix(db: Db, userId: string, project: ProjectRow, buildId: string | undefined, files: ProjectFiles) {
  const build = buildId ? await findOwnedBuild(db, userId, buildId) : await latestFailedBuild(db, project.id, project.currentVersion);
  if (buildId && (!build || build.projectId !== project.id)) throw errors.notFound('Build');
  const failed = build && build.status === 'failed' && build.versionN === project.currentVersion ? build : null;
  const errorsOnly = (list: Finding[]) => list.filter((f) => f.severity === 'error');
  const fromBuild = errorsOnly(failed?.findings ?? []);
  return { findings: fromBuild.length > 0 ? fromBuild : errorsOnly(checkProject(files)), from: failed };
}

function describe(findings: readonly Finding[]): string {
  const shown = findings.slice(0, 3).map((f) => `${f.file.split('/').pop()}${f.line ? `:${f.line}` : ''} ${f.message}`);
  return shown.join('; ') + (findings.length > 3 ? ` (and ${findings.length - 3} more)` : '');
}

/**
 * Turns a finished fix into its outcome, once (the row lock and `fix_settled_at` make it so even
 * when the event stream, a GET and the sweeper race): a built fix becomes a new version that owns
 * the APK; a failed or cancelled one refunds what it took.
 */
export async function settleFix(db: Db, buildId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const build = await lockUnsettledFix(tx, buildId);
    if (!build) return;
    const job = build.fix as FixJob;
    if (build.status !== 'succeeded') {
      if (job.cost > 0) {
        await changeCredits(tx, { userId: build.userId, delta: job.cost, reason: 'refund', refType: 'build', refId: build.id, idempotencyKey: `fix-refund:${build.id}` });
        await updateFixAttempt(tx, job.attemptId, { charged: false });
      }
      const outcome: FixOutcome = { ok: false, changes: job.changes, message: `The repaired code still does not build (${build.error ?? 'the build failed'}). Nothing was charged.` };
      return markFixSettled(tx, build.id, outcome);
    }
    const project = await findLiveProject(tx, build.projectId);
    const meta = metaFromFiles(job.files, { appName: project?.name ?? '', packageName: project?.packageName ?? '', description: '', features: [] });
    const n = await appendVersion(tx, { projectId: build.projectId, source: 'fix', spec: null, files: job.files, prompt: null, meta: { name: meta.appName, packageName: meta.packageName } });
    await addChat(tx, build.projectId, n, [{ role: 'assistant', content: `Fixed the build errors as version ${n}:\n${job.changes.map((c) => `- ${c}`).join('\n')}` }]);
    await setProjectStatus(tx, build.projectId, 'built');
    await updateFixAttempt(tx, job.attemptId, { succeeded: true });
    const outcome: FixOutcome = { ok: true, version: n, changes: job.changes, creditsUsed: job.cost };
    await markFixSettled(tx, build.id, outcome, n);
  });
}

/** The sweeper's part: fixes that finished while nobody watched. */
export async function settleFinishedFixes(db: Db): Promise<number> {
  const ids = await listUnsettledFixes(db);
  for (const id of ids) await settleFix(db, id);
  return ids.length;
}
