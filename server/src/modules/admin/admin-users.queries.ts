import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Tier } from '@droidforge/contracts';
import type { Db, Executor } from '../../db/client';
import { builds, creditLedger, devMailbox, emailTokens, idempotencyKeys, projects, sessions, signingKeys, users } from '../../db/schema';
import type { UserRow } from '../auth/sessions';
import { COUNT, likePattern, newest, pageOf } from '../../db/query-helpers';

export async function listUsers(db: Db, f: { search?: string; tier?: Tier }, page: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
  const parts: SQL[] = [isNull(users.deletedAt)];
  if (f.search) parts.push(or(ilike(users.email, likePattern(f.search)), ilike(users.name, likePattern(f.search)))!);
  if (f.tier) parts.push(eq(users.tier, f.tier));
  const where = and(...parts);
  return pageOf(db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(), db.select(COUNT).from(users).where(where), page, limit);
}

/** Gives the live account with this (normalised) email a role and marks its email verified. */
export async function setOperatorRoleByEmail(tx: Executor, email: string, role: UserRow['role']): Promise<{ id: string } | null> {
  const [row] = await tx
    .update(users)
    .set({ role, emailVerifiedAt: new Date() })
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return row ?? null;
}

/**
 * The live account with this (normalised) email, locked for the rest of the transaction. Not
 * `lockUser`: the CLI knows an email, not an id, so this is the one lock keyed by email; the
 * deleted filter stays in the lookup (a deleted account's address is rewritten to
 * `deleted-<id>@deleted.invalid`, which must not be a plan target either).
 */
export async function lockLiveUserByEmail(tx: Executor, email: string): Promise<{ id: string; tier: Tier } | null> {
  const [row] = await tx.select({ id: users.id, tier: users.tier }).from(users).where(and(eq(users.email, email), isNull(users.deletedAt))).for('update');
  return row ?? null;
}

export async function setTier(tx: Executor, id: string, tier: Tier): Promise<void> {
  await tx.update(users).set({ tier }).where(eq(users.id, id));
}

export async function findLiveUser(db: Executor, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return rows[0] ?? null;
}

export async function setSuspended(tx: Executor, id: string, suspended: boolean): Promise<UserRow> {
  const [row] = await tx.update(users).set({ suspended }).where(eq(users.id, id)).returning();
  return row!;
}

export async function setRole(tx: Executor, id: string, role: UserRow['role']): Promise<UserRow> {
  const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
  return row!;
}

export async function deleteSessionsOf(tx: Executor, userId: string): Promise<number> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** Cancels the account's builds still waiting in the queue; their projects leave `building`. */
export async function cancelQueuedBuilds(tx: Executor, userId: string): Promise<number> {
  const cancelled = await tx
    .update(builds)
    .set({ status: 'cancelled', finishedAt: new Date(), error: 'Cancelled: the account was suspended.' })
    .where(and(eq(builds.userId, userId), eq(builds.status, 'queued')))
    .returning({ projectId: builds.projectId });
  const projectIds = [...new Set(cancelled.map((b) => b.projectId))];
  if (projectIds.length) {
    await tx.update(projects).set({ status: 'generated', updatedAt: new Date() }).where(and(inArray(projects.id, projectIds), eq(projects.status, 'building')));
  }
  return cancelled.length;
}

export async function apkPathsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx.select({ path: builds.apkPath }).from(builds).where(and(eq(builds.userId, userId), isNotNull(builds.apkPath)));
  return rows.map((r) => r.path!).filter(Boolean);
}

/**
 * Erases an account: its sessions, tokens, projects (with versions, chat, builds) and signing key go;
 * the user row stays, anonymised, because the credit ledger and payment records point at it.
 */
export async function eraseUser(tx: Executor, user: UserRow): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
  await tx.delete(signingKeys).where(eq(signingKeys.userId, user.id));
  await tx.delete(builds).where(eq(builds.userId, user.id));
  await tx.delete(projects).where(eq(projects.userId, user.id));
  await tx.delete(devMailbox).where(eq(devMailbox.to, user.email));
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-${user.id}@deleted.invalid`,
      // Not an argon2 hash: no password can ever match it.
      passwordHash: '!deleted',
      suspended: true,
      emailVerifiedAt: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

export async function userProjects(db: Db, userId: string) {
  const rows = db
    .select({ id: projects.id, name: projects.name, status: projects.status, currentVersion: projects.currentVersion, createdAt: projects.createdAt })
    .from(projects)
    .where(and(eq(projects.userId, userId), isNull(projects.deletedAt)));
  return newest(rows.$dynamic(), projects.createdAt, 50);
}

export async function userBuilds(db: Db, userId: string) {
  const rows = db
    .select({ id: builds.id, projectId: builds.projectId, projectName: projects.name, status: builds.status, error: builds.error, queuedAt: builds.queuedAt, finishedAt: builds.finishedAt })
    .from(builds)
    .innerJoin(projects, eq(projects.id, builds.projectId))
    .where(eq(builds.userId, userId));
  return newest(rows.$dynamic(), builds.queuedAt, 50);
}

const LEDGER_ENTRY = { id: creditLedger.id, delta: creditLedger.delta, balanceAfter: creditLedger.balanceAfter, reason: creditLedger.reason, refType: creditLedger.refType, refId: creditLedger.refId, createdAt: creditLedger.createdAt };

export async function userLedger(db: Db, userId: string) {
  return newest(db.select(LEDGER_ENTRY).from(creditLedger).where(eq(creditLedger.userId, userId)).$dynamic(), creditLedger.id, 100);
}

export async function userSessions(db: Db, userId: string) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt));
}
