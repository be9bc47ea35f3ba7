import { Activity, BarChart3, FolderKanban, LayoutDashboard, Settings, Users, type LucideIcon } from 'lucide-react';

export interface AdminSection {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Spec §2 sidebar, in order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/traffic', label: 'Traffic Analyzer', icon: BarChart3 },
  { to: '/admin/projects', label: 'Projects', icon: FolderKanban },
  { to: '/admin/activity', label: 'Activity', icon: Activity },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

/** The header title for the current address: the deepest section that matches it. */
export function adminSectionTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = [...ADMIN_SECTIONS]
    .sort((a, b) => b.to.length - a.to.length)
    .find((s) => path === s.to || path.startsWith(`${s.to}/`));
  return match?.label ?? 'Admin';
}
