import type { Db } from '../../db/client';
import { listDevMail } from './mail.queries';

/** The dev mailbox of one address, newest first, as the reader answers it. */
export async function devMailbox(db: Db, to: string) {
  const rows = await listDevMail(db, to);
  return { messages: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() })) };
}
