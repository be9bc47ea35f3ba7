import type { AuditQuery, AuditReply } from '@droidforge/contracts';
import type { Db } from '../../db/client';
import { pagination } from '../../db/query-helpers';
import { listAuditActions, listAuditRows } from '../audit/audit.queries';

/** The admin Activity screen: one page of the audit log, newest first, and every action it names. */
export async function listActivity(db: Db, q: AuditQuery): Promise<AuditReply> {
  const { rows, total } = await listAuditRows(db, q, q.page, q.limit);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      kind: r.kind,
      actor_id: r.actorId,
      actor_email: r.actorEmail,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      details: r.details,
      ip: r.ip,
    })),
    actions: await listAuditActions(db),
    pagination: pagination(q.page, q.limit, total),
  };
}
