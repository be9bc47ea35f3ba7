import type { Role } from '@droidforge/contracts';

/**
 * Per-action permission rules, named `canX`. A handler authorises with one of these, or with a
 * route-level rule (`app.authenticate`: any signed-in user; `app.authenticateAdmin`: operators).
 * They are pure, so a rule and its tests stay together and new roles plug in here.
 */

/** Operator pages and APIs (/api/admin/*). */
export function canUseAdmin(role: Role): boolean {
  return role === 'admin' || role === 'superadmin';
}

/**
 * Reading, editing, refining, building and deleting a project: its owner only. Anyone else is
 * answered NOT_FOUND, so another user's project is indistinguishable from none.
 */
export function canUseProject(user: { id: string }, project: { userId: string }): boolean {
  return project.userId === user.id;
}
