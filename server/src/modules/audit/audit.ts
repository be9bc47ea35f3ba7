import type { Executor } from '../../db/client';
import { insertAuditRow } from './audit.queries';


/** Who did it: an operator or user, `cli` for operator commands, null for an anonymous request. */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditEntry {
  actor: AuditActor | null;
  /** Dotted verb, e.g. `user.suspended`, `auth.login_failed`; see AUDIT_ACTIONS for the known ones. */
  action: string;
  kind?: 'admin' | 'security';
  target?: { type: string; id: string } | null;
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** The actions the panel knows how to label; others may add their own strings. */
export const AUDIT_ACTIONS = {
  userSuspended: 'user.suspended',
  userActivated: 'user.activated',
  userDeleted: 'user.deleted',
  creditsChanged: 'user.credits_changed',
  roleChanged: 'user.role_changed',
  roleSetCli: 'user.role_set',
  planSet: 'user.plan_set',
  planChanged: 'billing.plan_changed',
  settingChanged: 'settings.changed',
  loginSucceeded: 'auth.login',
  loginFailed: 'auth.login_failed',
  loginLocked: 'auth.lockout',
  emailVerified: 'auth.email_verified',
} as const;

export const CLI_ACTOR: AuditActor = { id: null, email: 'cli' };

/**
 * Appends one row to the audit log (actor, action, target, before → after, IP, time). Rows are
 * never changed afterwards: the table refuses UPDATE and DELETE.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    kind: entry.kind ?? 'admin',
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}

/** A security event (login, failed login, lockout, verification, plan change) that must never break the request it describes. */
export async function recordSecurityEvent(db: Executor, entry: Omit<AuditEntry, 'kind'>, log?: { warn: (obj: object, msg: string) => void }): Promise<void> {
  try {
    await recordAudit(db, { ...entry, kind: 'security' });
  } catch (err) {
    log?.warn({ err, action: entry.action }, 'could not record a security event');
  }
}
