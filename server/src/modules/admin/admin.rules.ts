import type { Role } from '@droidforge/contracts';
import { errors } from '../../errors';

/** The acting operator and, for actions on an account, the account acted on. */
export interface RuleActor {
  id: string;
  role: Role;
}
export interface RuleTarget {
  id: string;
  role: Role;
}

const isOperator = (role: Role) => role === 'admin' || role === 'superadmin';
const outranks = (actor: RuleActor, target: RuleTarget) => target.role !== 'superadmin' || actor.role === 'superadmin';
const isSelf = (actor: RuleActor, target: RuleTarget) => actor.id === target.id;

/**
 * One named rule per admin action (spec §6). Each is decided twice: on the role alone before the
 * handler runs (no target), and on the target inside the service once the account is loaded.
 */
export const ADMIN_RULES = {
  canViewStats: (actor: RuleActor) => isOperator(actor.role),
  canListUsers: (actor: RuleActor) => isOperator(actor.role),
  canViewUser: (actor: RuleActor) => isOperator(actor.role),
  /** An admin cannot suspend a superadmin nor themselves. */
  canSuspendUser: (actor: RuleActor, target?: RuleTarget) => isOperator(actor.role) && (!target || (outranks(actor, target) && !isSelf(actor, target))),
  /** Activation undoes suspension: the same limits. */
  canActivateUser: (actor: RuleActor, target?: RuleTarget) => isOperator(actor.role) && (!target || (outranks(actor, target) && !isSelf(actor, target))),
  canDeleteUser: (actor: RuleActor, target?: RuleTarget) => isOperator(actor.role) && (!target || (outranks(actor, target) && !isSelf(actor, target))),
  canChangeCredits: (actor: RuleActor, target?: RuleTarget) => isOperator(actor.role) && (!target || outranks(actor, target)),
  /** Only a superadmin changes roles, and never their own (so the last superadmin cannot lock everyone out). */
  canChangeRole: (actor: RuleActor, target?: RuleTarget) => actor.role === 'superadmin' && (!target || !isSelf(actor, target)),
  canViewProjects: (actor: RuleActor) => isOperator(actor.role),
  canViewActivity: (actor: RuleActor) => isOperator(actor.role),
  canViewSettings: (actor: RuleActor) => isOperator(actor.role),
  canChangeSettings: (actor: RuleActor) => isOperator(actor.role),
  /** /api/analytics/*: traffic figures and the blacklist. */
  canViewTraffic: (actor: RuleActor) => isOperator(actor.role),
  canManageBlacklist: (actor: RuleActor) => isOperator(actor.role),
} as const satisfies Record<string, (actor: RuleActor, target?: RuleTarget) => boolean>;

export type AdminRuleName = keyof typeof ADMIN_RULES;

export function isAdminRuleName(name: unknown): name is AdminRuleName {
  return typeof name === 'string' && Object.hasOwn(ADMIN_RULES, name);
}

/** Throws 403 FORBIDDEN unless the named rule allows the action. */
export function authorize(rule: AdminRuleName, actor: RuleActor, target?: RuleTarget): void {
  if (!ADMIN_RULES[rule](actor, target)) throw errors.forbidden();
}
