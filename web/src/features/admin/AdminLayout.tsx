import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { fetchMe, meQueryKey } from '../../api/auth';
import { NoticeBanner } from '../../components/NoticeBanner';
import { isAdminRole, useAuthStore } from '../../stores/auth-store';
import { AccessDenied } from './AccessDenied';
import { adminSectionTitle } from './admin-sections';
import { AdminSidebar } from './AdminSidebar';

/**
 * Spec §6: the route guard only checks the token; the role check lives here. The stored role is
 * refreshed from /auth/me so a promotion or demotion shows without signing in again (the server
 * enforces roles on every admin call regardless).
 */
export function AdminLayout() {
  const user = useAuthStore((s) => s.user);
  const updateUser = useAuthStore((s) => s.updateUser);
  const { pathname } = useLocation();
  const me = useQuery({ queryKey: meQueryKey, queryFn: fetchMe });

  useEffect(() => {
    if (me.data) updateUser(me.data.user);
  }, [me.data, updateUser]);

  if (!user || !isAdminRole(user)) return <AccessDenied />;
  const title = adminSectionTitle(pathname);
  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <title>{`${title} · Admin · Droidforge`}</title>
      <AdminSidebar user={user} />
      <div className="flex min-w-0 flex-1 flex-col">
        <NoticeBanner />
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-4 sm:px-6">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="text-sm text-slate-600">
            Signed in as <span className="font-medium text-slate-900">{user.name}</span>
          </p>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
