import type { FastifyInstance } from 'fastify';
import {
  AdminProjectDetailSchema,
  AdminProjectsQuerySchema,
  AdminProjectsReplySchema,
  type AdminSettingsReply,
  AdminSettingsReplySchema,
  AuditQuerySchema,
  AuditReplySchema,
  DashboardMetricsSchema,
  DashboardSeriesSchema,
  DashboardStatsSchema,
  idParamsSchema,
  UpdateSettingsBodySchema,
  type UpdateSettingsReply,
  UpdateSettingsReplySchema,
} from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { replies } from '../../plugins/reply-schemas';
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

  app.get('/api/admin/dashboard/stats', { ...adminRoute(app, 'canViewStats'), ...replies({ 200: DashboardStatsSchema }) }, async () => dashboardStats(app.db, app.billingFigures));
  app.get('/api/admin/dashboard/metrics', { ...adminRoute(app, 'canViewStats'), ...replies({ 200: DashboardMetricsSchema }) }, async () => dashboardMetrics(app.database));
  app.get('/api/admin/dashboard/series', { ...adminRoute(app, 'canViewStats'), ...replies({ 200: DashboardSeriesSchema }) }, async () => dashboardSeries(app.db, app.billingFigures));

  app.get('/api/admin/projects', { ...adminRoute(app, 'canViewProjects'), ...replies({ 200: AdminProjectsReplySchema }) }, async (request) => listAdminProjects(app.db, parseWith(AdminProjectsQuerySchema, request.query)));
  app.get('/api/admin/projects/:id', { ...adminRoute(app, 'canViewProjects'), ...replies({ 200: AdminProjectDetailSchema }) }, async (request) => getAdminProject(app.db, parseWith(IdParams, request.params).id));

  app.get('/api/admin/activity', { ...adminRoute(app, 'canViewActivity'), ...replies({ 200: AuditReplySchema }) }, async (request) => listActivity(app.db, parseWith(AuditQuerySchema, request.query)));

  app.get('/api/admin/settings', { ...adminRoute(app, 'canViewSettings'), ...replies({ 200: AdminSettingsReplySchema }) }, async (): Promise<AdminSettingsReply> => ({
    switches: await getSettings(app.db),
    config: maskedConfig(app.config),
    providers: providerStatus(app.config, app.buildBackend),
  }));

  app.put('/api/admin/settings', { ...adminRoute(app, 'canChangeSettings'), ...replies({ 200: UpdateSettingsReplySchema }) }, async (request): Promise<UpdateSettingsReply> => {
    const body = parseWith(UpdateSettingsBodySchema, request.body);
    const user = currentUser(request);
    const switches = await updateSettings(app.db, body, { id: user.id, email: user.email }, request.ip);
    app.settingsCache.replace(switches);
    return { switches };
  });
}
