import type {
  AdminProjectDetail,
  AdminProjectsReply,
  AdminSettingsReply,
  AdminUserDetail,
  AdminUserReply,
  AdminUsersReply,
  AuditReply,
  ChangeRoleBody,
  DashboardMetrics,
  DashboardSeries,
  DashboardStats,
  ModifyCreditsBody,
  Role,
  Tier,
  UpdateSettingsBody,
  UpdateSettingsReply,
} from '@droidforge/contracts';
import { apiRequest } from './client';

/** The spec §7 /admin/* calls, plus the panel's own (user detail, projects, activity, settings). */

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

export const fetchDashboardStats = () => apiRequest<DashboardStats>('/admin/dashboard/stats');
export const fetchDashboardMetrics = () => apiRequest<DashboardMetrics>('/admin/dashboard/metrics');
export const fetchDashboardSeries = () => apiRequest<DashboardSeries>('/admin/dashboard/series');

export interface UsersFilter {
  page: number;
  limit: number;
  search?: string;
  tier?: Tier | '';
}

export const fetchAdminUsers = (f: UsersFilter) => apiRequest<AdminUsersReply>(`/admin/users?${query({ ...f })}`);
export const suspendUser = (id: string) => apiRequest<AdminUserReply>(`${userPath(id)}/suspend`, { method: 'POST' });
export const activateUser = (id: string) => apiRequest<AdminUserReply>(`${userPath(id)}/activate`, { method: 'POST' });
export const deleteAdminUser = (id: string) => apiRequest<null>(userPath(id), { method: 'DELETE' });
export const modifyUserCredits = (id: string, body: ModifyCreditsBody) => apiRequest<AdminUserReply>(`${userPath(id)}/credits`, { method: 'PUT', body });
export const changeUserRole = (id: string, role: Role) => apiRequest<AdminUserReply>(`${userPath(id)}/role`, { method: 'PUT', body: { role } satisfies ChangeRoleBody });

export const fetchAdminUser = (id: string) => apiRequest<AdminUserDetail>(userPath(id));

export const fetchAdminProjects = (f: { page: number; limit: number; search?: string }) => apiRequest<AdminProjectsReply>(`/admin/projects?${query({ ...f })}`);

export const fetchAdminProject = (id: string) => apiRequest<AdminProjectDetail>(`/admin/projects/${encodeURIComponent(id)}`);

export interface ActivityFilter {
  page: number;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}
export const fetchActivity = (f: ActivityFilter) => apiRequest<AuditReply>(`/admin/activity?${query({ ...f, limit: 50 })}`);

export const fetchAdminSettings = () => apiRequest<AdminSettingsReply>('/admin/settings');
export const updateAdminSettings = (body: UpdateSettingsBody) => apiRequest<UpdateSettingsReply>('/admin/settings', { method: 'PUT', body });
