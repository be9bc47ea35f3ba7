import { CREDIT_COSTS } from '@droidforge/contracts';
import { type Finding, checkProject } from '@droidforge/generator/check/index';
import { findingsSignature, fixProject } from '@droidforge/generator/fix/index';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import type { FileRepairer } from '../ai/index';
import { lockUser } from '../auth/auth.queries';
import { changeCredits, getCredits } from '../credits/credits.service';
import { appDataFromFiles, metaFromFiles, type ProjectFiles } from '../projects/project-files';
import { type ProjectRow, addChat, appendVersion, findVersion } from '../projects/projects.queries';
import { requireProject } from '../projects/projects.service';
import type { BuildBackend } from './build-backend';
import { latestFailedBuild } from './builds.queries';
import { findUsableBuild } from './builds.service';
import { countFixAttempts, recordFixAttempt, wasChargedFor } from './fix-attempts.queries';
import { repairRemaining } from './fix-model-step';

/** Fix with AI may be tried this many times per project version. */
export const FIX_ATTEMPTS_PER_VERSION = 3;

export interface FixDeps {
  db: Db;
  backend: BuildBackend;
  /** The configured LLM's code repair; absent when repairs are offline only. */
  repairer?: FileRepairer;
}

/**
 * Repairs the current version from its latest failed build's findings (or a fresh check) — by the
 * offline rules, then by the configured model for what they leave — compiles the result, and only
 * then stores it as a new version and charges 25 credits — never twice for the same error
 * signature on a project. Nothing is charged when the fix does not compile or the model fails.
 */
export async function fixWithAi(deps: FixDeps, userId: string, projectId: string, buildId: string | undefined) {
  const project = await requireProject(deps.db, userId, projectId);
  const version = await findVersion(deps.db, project.id, project.currentVersion);
  if (!version) throw errors.notFound('Project version');
  const files = version.files as ProjectFiles;
  const findings = await findingsToFix(deps.db, userId, project, buildId, files);
  if (findings.length === 0) throw errors.fixFailed('There is nothing to fix: the latest build of this version did not fail and the code check finds no errors.');
  if ((await countFixAttempts(deps.db, project.id, version.n)) >= FIX_ATTEMPTS_PER_VERSION) throw errors.fixLimitReached(FIX_ATTEMPTS_PER_VERSION);
  const signature = findingsSignature(findings);
  const alreadyPaid = await wasChargedFor(deps.db, project.id, signature);
  const cost = alreadyPaid ? 0 : CREDIT_COSTS.fix;
  const balance = await getCredits(deps.db, userId);
  if (balance < cost) throw errors.insufficientCredits(cost, balance);

  const attempt = { projectId: project.id, versionN: version.n, signature };
  const offline = fixProject(files, findings);
  const repaired = await repairRemaining(deps.repairer, offline);
  if (!repaired.ok) {
    // Counted like any failed attempt, so a failing model cannot be called without limit.
    await recordFixAttempt(deps.db, { ...attempt, charged: false, succeeded: false });
    throw errors.fixFailed(`${repaired.message} Nothing was charged.`, { findings: offline.remaining });
  }
  if (repaired.changes.length === 0) {
    await recordFixAttempt(deps.db, { ...attempt, charged: false, succeeded: false });
    throw errors.fixFailed(`These problems could not be repaired automatically: ${describe(offline.remaining)}. Nothing was charged; edit the code by hand or change the app by chat.`, { findings: offline.remaining });
  }
  const compiled = await deps.backend.compileCheck(repaired.files, project.packageName || undefined);
  if (!compiled.ok) {
    await recordFixAttempt(deps.db, { ...attempt, charged: false, succeeded: false });
    throw errors.fixFailed(`The repaired code still does not build (${compiled.message}). Nothing was charged.`, { findings: compiled.findings, changes: repaired.changes });
  }
  return store(deps.db, userId, project, repaired, { ...attempt, cost });
}

async function findingsToFix(db: Db, userId: string, project: ProjectRow, buildId: string | undefined, files: ProjectFiles): Promise<Finding[]> {
  const build = buildId ? await findUsableBuild(db, userId, buildId) : await latestFailedBuild(db, project.id, project.currentVersion);
  if (buildId && (!build || build.projectId !== project.id)) throw errors.notFound('Build');
  const fromBuild = build && build.status === 'failed' && build.versionN === project.currentVersion ? ((build.findings as Finding[]) ?? []) : [];
  const errorsOnly = (list: Finding[]) => list.filter((f) => f.severity === 'error');
  return errorsOnly(fromBuild).length > 0 ? errorsOnly(fromBuild) : errorsOnly(checkProject(files));
}

function describe(findings: readonly Finding[]): string {
  const shown = findings.slice(0, 3).map((f) => `${f.file.split('/').pop()}${f.line ? `:${f.line}` : ''} ${f.message}`);
  return shown.join('; ') + (findings.length > 3 ? ` (and ${findings.length - 3} more)` : '');
}

async function store(
  db: Db,
  userId: string,
  project: ProjectRow,
  repaired: { files: ProjectFiles; changes: string[] },
  attempt: { projectId: string; versionN: number; signature: string; cost: number },
) {
  const meta = metaFromFiles(repaired.files, { appName: project.name, packageName: project.packageName, description: '', features: [] });
  const result = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // Re-checked under the lock: a concurrent fix of the same error must not charge again.
    const charge = attempt.cost > 0 && !(await wasChargedFor(tx, attempt.projectId, attempt.signature));
    const balance = charge
      ? await changeCredits(tx, { userId, delta: -attempt.cost, reason: 'fix', refType: 'project', refId: project.id, idempotencyKey: `fix:${project.id}:${attempt.signature}` })
      : null;
    const n = await appendVersion(tx, { projectId: project.id, source: 'fix', spec: null, files: repaired.files, prompt: null, meta: { name: meta.appName, packageName: meta.packageName } });
    await addChat(tx, project.id, n, [{ role: 'assistant', content: `Fixed the build errors as version ${n}:\n${repaired.changes.map((c) => `- ${c}`).join('\n')}` }]);
    await recordFixAttempt(tx, { projectId: attempt.projectId, versionN: attempt.versionN, signature: attempt.signature, charged: charge, succeeded: true });
    return { n, charged: charge, balance };
  });
  return {
    fixedCode: appDataFromFiles(repaired.files, meta),
    changes: repaired.changes,
    version: result.n,
    creditsUsed: result.charged ? attempt.cost : 0,
    creditsRemaining: result.balance ?? (await getCredits(db, userId)),
  };
}
