import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchAdminProject } from '../../api/admin';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { AdminDrawer } from './AdminDrawer';
import { formatDateTime } from './admin-format';

/** Read-only support view of one project: its files (current version) and recent builds with logs. */
export function ProjectDrawer({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const detail = useQuery({ queryKey: ['admin', 'project', projectId], queryFn: () => fetchAdminProject(projectId) });
  const [file, setFile] = useState<string | null>(null);
  const d = detail.data;
  const paths = d ? Object.keys(d.files).sort() : [];
  const shown = file ?? paths[0] ?? null;
  return (
    <AdminDrawer title={d ? d.name : 'Project'} onClose={onClose} wide>
      {detail.isPending && <Spinner label="Loading" />}
      {detail.isError && <Alert tone="error">Failed to load project</Alert>}
      {d && (
        <>
          <p className="text-sm text-slate-600">
            {d.package_name} · {d.status} · version {d.current_version} · {d.owner.email}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-medium">Prompt:</span> {d.prompt}
          </p>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Files (read-only)</h3>
          <label className="sr-only" htmlFor="project-file">
            File
          </label>
          <select id="project-file" value={shown ?? ''} onChange={(e) => setFile(e.target.value)} className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm">
            {paths.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {shown && <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">{d.files[shown]}</pre>}
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Builds</h3>
          {d.builds.length === 0 && <p className="text-sm text-slate-500">None</p>}
          {d.builds.map((b) => (
            <details key={b.id} className="mt-2 rounded-lg border border-slate-200 p-2 text-sm">
              <summary className="cursor-pointer">
                v{b.version} · {b.status} · {formatDateTime(b.queued_at)}
                {b.error ? ` · ${b.error}` : ''}
              </summary>
              <pre className="mt-2 max-h-72 overflow-auto rounded bg-slate-900 p-2 text-xs text-slate-100">{b.log || '(empty log)'}</pre>
            </details>
          ))}
        </>
      )}
    </AdminDrawer>
  );
}
