import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devMailbox } from '../../db/schema';
import type { MailMessage } from './mailer';

export async function insertDevMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(devMailbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
}

/** The newest 50 messages to one address. */
export async function listDevMail(db: Db, to: string) {
  return db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.id)).limit(50);
}
