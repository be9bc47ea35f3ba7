import type { Version } from '@droidforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { Panel } from '../../components/Panel';
import { errorMessage } from '../../api/api-error';
import { restoreVersion } from '../../api/projects';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { storeProject, useVersions } from '../../api/use-project';

const SOURCE_LABELS: Record<string, string> = { generate: 'Generated', refine: 'Refined', fix: 'Fixed by AI', edit: 'Edited by hand', restore: 'Restored' };
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every generate, refine, fix, edit and restore is a version; restoring one makes a new current version. */
export function VersionHistory({ projectId }: { projectId: string }) {
  const versions = useVersions(projectId);
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: (n: number) => restoreVersion(projectId, n),
    onSuccess: (project, n) => {
      storeProject(queryClient, project);
      toast.success(`Restored version ${n}`);
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not restore that version')),
  });

  return (
    <Panel title="Version history" icon={History}>
      {versions.isLoading && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading versions…
        </p>
      )}
      {versions.isError && <div className="mt-3"><Alert tone="error">{errorMessage(versions.error, 'Could not load the version history')}</Alert></div>}
      {versions.data && (
        <ol className="mt-3 max-h-64 divide-y divide-slate-100 overflow-y-auto">
          {[...versions.data].sort((a, b) => b.n - a.n).map((version) => (
            <VersionRow key={version.n} version={version} busy={restore.isPending} onRestore={() => restore.mutate(version.n)} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function VersionRow({ version, busy, onRestore }: { version: Version; busy: boolean; onRestore: () => void }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          Version {version.n} · {SOURCE_LABELS[version.source] ?? version.source}
          {version.current && <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">Current</span>}
        </p>
        <p className="truncate text-xs text-slate-500" title={version.prompt ?? undefined}>
          {dateFormat.format(new Date(version.created_at))}
          {version.prompt ? ` · ${version.prompt}` : ''}
          {version.interactive ? '' : ' · static preview'}
        </p>
      </div>
      {!version.current && (
        <button type="button" onClick={onRestore} disabled={busy} className={buttonClass('secondary', 'sm')} aria-label={`Restore version ${version.n}`}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Restore
        </button>
      )}
    </li>
  );
}
