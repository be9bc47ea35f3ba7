import type {
  AdminProjectsReply,
  AdminUser,
  AdminUsersReply,
  AuditReply,
  DashboardMetrics,
  DashboardSeries,
  DashboardStats,
  ModifyCreditsBody,
  Role,
  SettingValues,
  Tier,
  UpdateSettingsBody,
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
export const suspendUser = (id: string) => apiRequest<{ user: AdminUser }>(`${userPath(id)}/suspend`, { method: 'POST' });
export const activateUser = (id: string) => apiRequest<{ user: AdminUser }>(`${userPath(id)}/activate`, { method: 'POST' });
export const deleteAdminUser = (id: string) => apiRequest<null>(userPath(id), { method: 'DELETE' });
export const modifyUserCredits = (id: string, body: ModifyCreditsBody) => apiRequest<{ user: AdminUser }>(`${userPath(id)}/credits`, { method: 'PUT', body });
export const changeUserRole = (id: string, role: Role) => apiRequest<{ user: AdminUser }>(`${userPath(id)}/role`, { method: 'PUT', body: { role } });

export interface AdminUserDetail {
  user: AdminUser & { email_verified: boolean };
  projects: { id: string; name: string; status: string; versions: number; created_at: string }[];
  builds: { id: string; project_id: string; project_name: string; status: string; error: string | null; queued_at: string; finished_at: string | null }[];
  ledger: { id: number; delta: number; balance_after: number; reason: string; ref_type: string | null; ref_id: string | null; created_at: string }[];
  sessions: { id: string; created_at: string; last_used_at: string; expires_at: string }[];
}
export const fetchAdminUser = (id: string) => apiRequest<AdminUserDetail>(userPath(id));

export const fetchAdminProjects = (f: { page: number; limit: number; search?: string }) => apiRequest<AdminProjectsReply>(`/admin/projects?${query({ ...f })}`);

export interface AdminProjectDetail {
  id: string;
  name: string;
  package_name: string;
  status: string;
  prompt: string;
  current_version: number;
  owner: { id: string; email: string; name: string };
  files: Record<string, string>;
  builds: { id: string; status: string; version: number; error: string | null; log: string; queued_at: string; finished_at: string | null }[];
}
export const fetchAdminProject = (id: string) => apiRequest<AdminProjectDetail>(`/admin/projects/${encodeURIComponent(id)}`);

export interface ActivityFilter {
  page: number;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}
export const fetchActivity = (f: ActivityFilter) => apiRequest<AuditReply>(`/admin/activity?${query({ ...f, limit: 50 })}`);

export interface AdminSettingsReply {
  switches: SettingValues;
  config: { key: string; value: string | number | boolean | null }[];
  providers: { name: string; ok: boolean; detail: string }[];
}
export const fetchAdminSettings = () => apiRequest<AdminSettingsReply>('/admin/settings');
export const updateAdminSettings = (body: UpdateSettingsBody) => apiRequest<{ switches: SettingValues }>('/admin/settings', { method: 'PUT', body });
