import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { fetchAdminProject } from '../../api/admin';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useFocusTrap } from '../../components/use-focus-trap';
import { formatDateTime } from './admin-format';

/** Read-only support view of one project: its files (current version) and recent builds with logs. */
export function ProjectDrawer({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  const detail = useQuery({ queryKey: ['admin', 'project', projectId], queryFn: () => fetchAdminProject(projectId) });
  const [file, setFile] = useState<string | null>(null);
  const d = detail.data;
  const paths = d ? Object.keys(d.files).sort() : [];
  const shown = file ?? paths[0] ?? null;
  return (
    <div className="fixed inset-0 z-50 flex justify-end bg-slate-900/50">
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="project-drawer-title" className="h-full w-full max-w-3xl overflow-y-auto bg-white p-5 shadow-xl">
        <div className="flex items-start justify-between gap-3">
          <h2 id="project-drawer-title" className="text-lg font-semibold text-slate-900">
            {d ? d.name : 'Project'}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded p-1 text-slate-500 hover:bg-slate-100">
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
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
      </div>
    </div>
  );
}
