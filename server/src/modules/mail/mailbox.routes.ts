import type { FastifyInstance } from 'fastify';
import { DevMailboxQuerySchema } from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { devMailbox } from './mailbox.service';

/**
 * Dev mailbox reader. The route exists only in dev mail mode (no SMTP_URL) and never with
 * NODE_ENV=production, whatever mailer is in use: it hands out sign-in links.
 */
export async function mailboxRoutes(app: FastifyInstance) {
  if (app.config.env === 'production' || app.mailer.mode !== 'dev') return;
  app.get('/api/dev/mailbox', async (request) => {
    const { to } = parseWith(DevMailboxQuerySchema, request.query);
    return devMailbox(app.db, to);
  });
}
