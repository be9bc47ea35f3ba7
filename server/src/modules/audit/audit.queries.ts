import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { COUNT, likePattern, pageOf } from '../../db/query-helpers';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditRow(db: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  /** Matches the actor's email (case-insensitive, part of it) or exact actor id. */
  actor?: string;
  action?: string;
  kind?: 'admin' | 'security';
  targetId?: string;
  from?: Date;
  to?: Date;
}

function whereOf(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.actor) {
    parts.push(or(ilike(auditLog.actorEmail, likePattern(f.actor)), sql`${auditLog.actorId}::text = ${f.actor}`)!);
  }
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.kind) parts.push(eq(auditLog.kind, f.kind));
  if (f.targetId) parts.push(eq(auditLog.targetId, f.targetId));
  if (f.from) parts.push(gte(auditLog.createdAt, f.from));
  if (f.to) parts.push(lt(auditLog.createdAt, f.to));
  return parts.length ? and(...parts) : undefined;
}

export async function listAuditRows(db: Db, f: AuditFilter, page: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(f);
  return pageOf(db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).$dynamic(), db.select(COUNT).from(auditLog).where(where), page, limit);
}

export async function listAuditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
