import { rm } from 'node:fs/promises';
import type { AdminUser, AdminUserDetail, AdminUsersQuery, AdminUsersReply, ModifyCreditsBody, Role } from '@droidforge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { pagination } from '../../db/query-helpers';
import { errors } from '../../errors';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit';
import { lockUser } from '../auth/auth.queries';
import type { UserRow } from '../auth/sessions';
import { changeCredits } from '../credits/credits.service';
import { type AdminRuleName, authorize } from './admin.rules';
import {
  apkPathsOf,
  cancelQueuedBuilds,
  deleteSessionsOf,
  eraseUser,
  findLiveUser,
  listUsers,
  setRole,
  setSuspended,
  userBuilds,
  userLedger,
  userProjects,
  userSessions,
} from './admin-users.queries';

/** Highest balance an operator may leave on an account (the column is a 32-bit integer). */
export const CREDITS_BALANCE_MAX = 1_000_000_000;

/** Who is acting, from where: every change is audited with both. */
export interface AdminContext {
  db: Db;
  actor: UserRow;
  ip: string | null;
  log?: FastifyBaseLogger;
}

export function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    subscription_tier: u.tier,
    credits: u.credits,
    suspended: u.suspended,
    created_at: u.createdAt.toISOString(),
  };
}

export async function listAdminUsers(db: Db, q: AdminUsersQuery): Promise<AdminUsersReply> {
  const { rows, total } = await listUsers(db, { search: q.search, tier: q.tier }, q.page, q.limit);
  return { users: rows.map(toAdminUser), pagination: pagination(q.page, q.limit, total) };
}

const actorOf = (ctx: AdminContext) => ({ id: ctx.actor.id, email: ctx.actor.email });

/** Loads and locks the target, then applies the action's rule to it (404 before 403: ids are not secret to operators). */
async function lockTarget(tx: Executor, ctx: AdminContext, id: string, rule: AdminRuleName): Promise<UserRow> {
  const target = await lockUser(tx, id);
  if (!target || target.deletedAt) throw errors.notFound('User');
  authorize(rule, ctx.actor, target);
  return target;
}

/** Suspension ends the account's sessions at once and cancels its queued builds. */
export async function setUserSuspended(ctx: AdminContext, id: string, suspended: boolean): Promise<AdminUser> {
  const rule = suspended ? 'canSuspendUser' : 'canActivateUser';
  return ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, ctx, id, rule);
    const updated = await setSuspended(tx, id, suspended);
    const details = suspended ? { sessionsRevoked: await deleteSessionsOf(tx, id), buildsCancelled: await cancelQueuedBuilds(tx, id) } : undefined;
    await recordAudit(tx, {
      actor: actorOf(ctx),
      action: suspended ? AUDIT_ACTIONS.userSuspended : AUDIT_ACTIONS.userActivated,
      target: { type: 'user', id },
      before: { suspended: target.suspended },
      after: { suspended },
      details: { email: target.email, ...details },
      ip: ctx.ip,
    });
    return toAdminUser(updated);
  });
}

/** Adds to or sets the balance through the ledger (reason `admin`, the acting operator as reference). */
export async function modifyCredits(ctx: AdminContext, id: string, body: ModifyCreditsBody): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, ctx, id, 'canChangeCredits');
    const next = body.operation === 'add' ? target.credits + body.credits : body.credits;
    if (next > CREDITS_BALANCE_MAX) throw errors.validation(`The balance would exceed ${CREDITS_BALANCE_MAX} credits.`, { credits: 'too large' });
    const delta = next - target.credits;
    if (delta !== 0) await changeCredits(tx, { userId: id, delta, reason: 'admin', refType: 'admin', refId: ctx.actor.id });
    await recordAudit(tx, {
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.creditsChanged,
      target: { type: 'user', id },
      before: { credits: target.credits },
      after: { credits: next },
      details: { email: target.email, operation: body.operation, amount: body.credits },
      ip: ctx.ip,
    });
    return toAdminUser({ ...target, credits: next });
  });
}

export async function changeRole(ctx: AdminContext, id: string, role: Role): Promise<AdminUser> {
  return ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, ctx, id, 'canChangeRole');
    const updated = await setRole(tx, id, role);
    await recordAudit(tx, {
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.roleChanged,
      target: { type: 'user', id },
      before: { role: target.role },
      after: { role },
      details: { email: target.email },
      ip: ctx.ip,
    });
    return toAdminUser(updated);
  });
}

/**
 * Irreversible. Removes sessions, projects (versions, chat, builds), APK files and the signing key;
 * erases name and email. The ledger and payment records stay, pointing at the anonymised row,
 * because payment records are kept 7 years.
 */
export async function deleteUser(ctx: AdminContext, id: string): Promise<void> {
  const apks = await ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, ctx, id, 'canDeleteUser');
    const paths = await apkPathsOf(tx, id);
    await eraseUser(tx, target);
    await recordAudit(tx, {
      actor: actorOf(ctx),
      action: AUDIT_ACTIONS.userDeleted,
      target: { type: 'user', id },
      before: { role: target.role, subscription_tier: target.tier, credits: target.credits, suspended: target.suspended },
      after: { deleted: true },
      ip: ctx.ip,
    });
    return paths;
  });
  // Files go after the commit: a rolled-back deletion must not lose APKs.
  for (const file of apks) await rm(file, { force: true }).catch((err: unknown) => ctx.log?.warn({ err, file }, 'could not remove an APK of a deleted user'));
}

/** The detail drawer: the account with its projects, builds, ledger and sessions. */
export async function getUserDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const user = await findLiveUser(db, id);
  if (!user) throw errors.notFound('User');
  const [projectRows, buildRows, ledgerRows, sessionRows] = await Promise.all([userProjects(db, id), userBuilds(db, id), userLedger(db, id), userSessions(db, id)]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    user: { ...toAdminUser(user), email_verified: user.emailVerifiedAt !== null },
    projects: projectRows.map((p) => ({ id: p.id, name: p.name, status: p.status, versions: p.currentVersion, created_at: p.createdAt.toISOString() })),
    builds: buildRows.map((b) => ({ id: b.id, project_id: b.projectId, project_name: b.projectName, status: b.status, error: b.error, queued_at: b.queuedAt.toISOString(), finished_at: iso(b.finishedAt) })),
    ledger: ledgerRows.map((l) => ({ id: l.id, delta: l.delta, balance_after: l.balanceAfter, reason: l.reason, ref_type: l.refType, ref_id: l.refId, created_at: l.createdAt.toISOString() })),
    sessions: sessionRows.map((s) => ({ id: s.id.slice(0, 6), created_at: s.createdAt.toISOString(), last_used_at: s.lastUsedAt.toISOString(), expires_at: s.expiresAt.toISOString() })),
  };
}
