import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { devMailbox } from '../../db/schema';
import { errors } from '../../errors';

/** Dev mailbox reader: exists only in dev mail mode (no SMTP_URL). */
export async function mailboxRoutes(app: FastifyInstance) {
  app.get('/api/dev/mailbox', async (request) => {
    if (app.mailer.mode !== 'dev') throw errors.notFound('Route');
    const { to } = z.object({ to: z.string().trim().toLowerCase().min(1) }).parse(request.query);
    const rows = await app.db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.id)).limit(50);
    return { messages: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() })) };
  });
}
