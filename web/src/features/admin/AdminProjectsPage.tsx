import { ADMIN_USERS_PAGE_SIZE } from '@droidforge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAdminProjects } from '../../api/admin';
import { formatDateTime } from './admin-format';
import { AdminSearch } from './AdminSearch';
import { AdminTable } from './AdminTable';
import { ProjectDrawer } from './ProjectDrawer';
import { usePagedSearch } from './use-paged-search';

/** Every project with owner, status, versions and last build; a read-only drawer for support. */
export function AdminProjectsPage() {
  const { search, setSearch, query: q, page, setPage } = usePagedSearch();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'projects', q, page],
    queryFn: () => fetchAdminProjects({ page, limit: ADMIN_USERS_PAGE_SIZE, search: q }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-4">
      <AdminSearch label="Search projects" placeholder="Search by name, package or owner email" value={search} onChange={setSearch} />
      <AdminTable
        query={list}
        items={list.data?.projects}
        what="projects"
        columns={['Project', 'Owner', 'Status', 'Versions', 'Last build', 'Updated']}
        onPage={setPage}
        row={(p) => (
          <tr key={p.id} className="border-t border-slate-100 align-top">
            <td className="px-3 py-3">
              <button type="button" onClick={() => setOpenId(p.id)} className="text-left font-medium text-slate-900 hover:underline">
                {p.name}
              </button>
              <p className="text-xs text-slate-500">{p.package_name}</p>
            </td>
            <td className="px-3 py-3">{p.owner.email}</td>
            <td className="px-3 py-3">{p.status}</td>
            <td className="px-3 py-3 tabular-nums">{p.versions}</td>
            <td className="px-3 py-3">{p.lastBuild ? `${p.lastBuild.status} · ${formatDateTime(p.lastBuild.queued_at)}` : '—'}</td>
            <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(p.updated_at)}</td>
          </tr>
        )}
      />
      {openId && <ProjectDrawer projectId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
