import { MESSAGES, type ProjectListItem } from '@droidforge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listProjects } from '../../api/projects';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AccountNav } from '../../components/AccountNav';
import { AppHeader } from '../../components/AppHeader';
import { Spinner } from '../../components/Spinner';
import { projectListQueryKey } from '../../api/use-project';
import { Pager } from './Pager';
import { NoProjects } from './NoProjects';
import { ProjectGrid } from './ProjectGrid';
import { useDeleteProject } from './use-project-actions';

export const PROJECTS_PAGE_SIZE = 12;

export function ProjectsPage() {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);
  const projects = useQuery({ queryKey: [...projectListQueryKey, page], queryFn: () => listProjects(page, PROJECTS_PAGE_SIZE), placeholderData: keepPreviousData, staleTime: 0 });
  const remove = useDeleteProject();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSettled: () => setDeleting(null),
      // Deleting the last card of a page would leave it empty: step back a page.
      onSuccess: () => {
        if (projects.data?.projects.length === 1 && page > 1) setPage(page - 1);
      },
    });
  };

  const list = projects.data;
  return (
    <>
      <title>My Projects · Droidforge</title>
      <AppHeader>
        <AccountNav links={['newApp', 'upgrade', 'dashboard']} variants={{ newApp: 'primary', upgrade: 'secondary' }} />
      </AppHeader>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Projects</h1>
          {list && list.pagination.total > 0 && <p className="text-sm text-slate-500">{list.pagination.total} {list.pagination.total === 1 ? 'app' : 'apps'}</p>}
        </div>

        <LoadStatus isLoading={projects.isLoading} isError={projects.isError} onRetry={() => void projects.refetch()} />
        {list && list.projects.length === 0 && page === 1 && <NoProjects />}
        {list && list.projects.length > 0 && <ProjectGrid projects={list.projects} onDelete={setDeleting} />}
        {list && list.pagination.totalPages > 1 && <Pager page={page} totalPages={list.pagination.totalPages} onPage={setPage} />}
      </main>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message="The project, its versions and its builds will be removed. This cannot be undone."
          confirmLabel="Delete project"
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}

function LoadStatus({ isLoading, isError, onRetry }: { isLoading: boolean; isError: boolean; onRetry: () => void }) {
  return (
    <>
      {isLoading && (
        <p className="mt-10 flex items-center justify-center gap-2 text-slate-600">
          <Spinner /> Loading projects…
        </p>
      )}
      {isError && (
        <div className="mt-6">
          <Alert tone="error">
            {MESSAGES.loadProjectsFailed}{' '}
            <button type="button" onClick={onRetry} className="font-semibold underline">
              Retry
            </button>
          </Alert>
        </div>
      )}
    </>
  );
}
