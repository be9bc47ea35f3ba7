import type { ProjectListItem } from '@droidforge/contracts';
import { ProjectCard } from './ProjectCard';
import { useDownloadLatestApk, useFixFromProjects } from './use-project-actions';

/** One card per project, each with its download, fix and delete actions. */
export function ProjectGrid({ projects, onDelete }: { projects: readonly ProjectListItem[]; onDelete: (project: ProjectListItem) => void }) {
  const download = useDownloadLatestApk();
  const fix = useFixFromProjects();
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <ProjectCard
          key={project.id}
          project={project}
          isDownloading={download.isPending && download.variables === project.id}
          isFixing={fix.isPending && fix.variables === project.id}
          onDownload={() => download.mutate(project.id)}
          onFix={() => fix.mutate(project.id)}
          onDelete={() => onDelete(project)}
        />
      ))}
    </div>
  );
}
