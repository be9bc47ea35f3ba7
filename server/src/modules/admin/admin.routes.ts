import type { FastifyInstance } from 'fastify';
import { AdminProjectsQuerySchema, type AdminSettingsReply, AuditQuerySchema, idParamsSchema, UpdateSettingsBodySchema, type UpdateSettingsReply } from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { getSettings, updateSettings } from '../settings/settings.service';
import { listActivity } from './admin-activity.service';
import { adminRoute } from './admin-guard';
import { dashboardMetrics, dashboardSeries, dashboardStats } from './admin-dashboard.service';
import { getAdminProject, listAdminProjects } from './admin-projects.service';
import { maskedConfig, providerStatus } from './admin-settings.service';
import { adminUserRoutes } from './admin-users.routes';

const IdParams = idParamsSchema('Project');

export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminUserRoutes);

  app.get('/api/admin/dashboard/stats', adminRoute(app, 'canViewStats'), async () => dashboardStats(app.db, app.billingFigures));
  app.get('/api/admin/dashboard/metrics', adminRoute(app, 'canViewStats'), async () => dashboardMetrics(app.database));
  app.get('/api/admin/dashboard/series', adminRoute(app, 'canViewStats'), async () => dashboardSeries(app.db, app.billingFigures));

  app.get('/api/admin/projects', adminRoute(app, 'canViewProjects'), async (request) => listAdminProjects(app.db, parseWith(AdminProjectsQuerySchema, request.query)));
  app.get('/api/admin/projects/:id', adminRoute(app, 'canViewProjects'), async (request) => getAdminProject(app.db, parseWith(IdParams, request.params).id));

  app.get('/api/admin/activity', adminRoute(app, 'canViewActivity'), async (request) => listActivity(app.db, parseWith(AuditQuerySchema, request.query)));

  app.get('/api/admin/settings', adminRoute(app, 'canViewSettings'), async (): Promise<AdminSettingsReply> => ({
    switches: await getSettings(app.db),
    config: maskedConfig(app.config),
    providers: providerStatus(app.config, app.buildBackend),
  }));

  app.put('/api/admin/settings', adminRoute(app, 'canChangeSettings'), async (request): Promise<UpdateSettingsReply> => {
    const body = parseWith(UpdateSettingsBodySchema, request.body);
    const user = currentUser(request);
    const switches = await updateSettings(app.db, body, { id: user.id, email: user.email }, request.ip);
    app.settingsCache.replace(switches);
    return { switches };
  });
}
