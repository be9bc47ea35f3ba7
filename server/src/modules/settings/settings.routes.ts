import type { FastifyInstance } from 'fastify';
import { type PublicSettings, PublicSettingsSchema } from '@droidforge/contracts';
import { replies } from '../../plugins/reply-schemas';
import { getSettings } from './settings.service';

/** Public: the switches that change what visitors see (notice banner, whether sign-up is open). */
export async function settingsRoutes(app: FastifyInstance) {
  app.get('/api/settings/public', replies({ 200: PublicSettingsSchema }), async (_request, reply): Promise<PublicSettings> => {
    const settings = await getSettings(app.db);
    void reply.header('cache-control', 'no-store');
    return { registrationsOpen: settings.registrations_open, notice: settings.notice_banner };
  });
}
