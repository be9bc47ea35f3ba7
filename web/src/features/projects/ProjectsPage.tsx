import { MESSAGES, type ProjectListItem } from '@droidforge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { listProjects } from '../../api/projects';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AccountNav } from '../../components/AccountNav';
import { AppHeader } from '../../components/AppHeader';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { projectListQueryKey } from '../../api/use-project';
import { Pager } from './Pager';
import { ProjectCard } from './ProjectCard';
import { useDeleteProject, useDownloadLatestApk, useFixFromProjects } from './use-project-actions';

export const PROJECTS_PAGE_SIZE = 12;

export function ProjectsPage() {
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);
  const projects = useQuery({ queryKey: [...projectListQueryKey, page], queryFn: () => listProjects(page, PROJECTS_PAGE_SIZE), placeholderData: keepPreviousData, staleTime: 0 });
  const remove = useDeleteProject();
  const download = useDownloadLatestApk();
  const fix = useFixFromProjects();

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

        {projects.isLoading && (
          <p className="mt-10 flex items-center justify-center gap-2 text-slate-600">
            <Spinner /> Loading projects…
          </p>
        )}
        {projects.isError && (
          <div className="mt-6">
            <Alert tone="error">
              {MESSAGES.loadProjectsFailed}{' '}
              <button type="button" onClick={() => void projects.refetch()} className="font-semibold underline">
                Retry
              </button>
            </Alert>
          </div>
        )}
        {list && list.projects.length === 0 && page === 1 && (
          <section className="mt-10 flex flex-col items-center rounded-3xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <Rocket aria-hidden="true" className="h-10 w-10 text-brand-700" />
            <h2 className="mt-4 text-xl font-semibold text-slate-900">No apps yet</h2>
            <p className="mt-2 max-w-md text-slate-600">Describe your first app in plain English and see it running in a phone preview in under a minute.</p>
            <Link to="/builder" className={buttonClass('primary', 'lg', 'mt-6')}>
              Create your first app
            </Link>
          </section>
        )}
        {list && list.projects.length > 0 && (
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.projects.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                isDownloading={download.isPending && download.variables === project.id}
                isFixing={fix.isPending && fix.variables === project.id}
                onDownload={() => download.mutate(project.id)}
                onFix={() => fix.mutate(project.id)}
                onDelete={() => setDeleting(project)}
              />
            ))}
          </div>
        )}
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
