import { CREDIT_COSTS, type ProjectListItem } from '@droidforge/contracts';
import { Download, ExternalLink, Trash2, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { statusStyle } from './project-status';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface ProjectCardProps {
  project: ProjectListItem;
  isDownloading: boolean;
  isFixing: boolean;
  onDownload: () => void;
  onFix: () => void;
  onDelete: () => void;
}

export function ProjectCard({ project, isDownloading, isFixing, onDownload, onFix, onDelete }: ProjectCardProps) {
  const style = statusStyle(project.status);
  return (
    <article aria-labelledby={`project-${project.id}`} className={`flex flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm ${style.accent}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`project-${project.id}`} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {project.name}
        </h2>
        <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${style.badge}`}>{style.label}</span>
      </div>
      <p className="mt-1 font-mono text-xs break-all text-slate-500">{project.package_name}</p>
      <p className="mt-1 text-xs text-slate-500">Created {dateFormat.format(new Date(project.created_at))}</p>
      <div className="mt-4 flex flex-1 flex-wrap items-end gap-2">
        <Link to={`/builder/${project.id}`} className={buttonClass('primary', 'sm')} aria-label={`Open ${project.name} in the builder`}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          Open
        </Link>
        {project.status === 'built' && (
          <button type="button" onClick={onDownload} disabled={isDownloading} className={buttonClass('secondary', 'sm')}>
            {isDownloading ? <Spinner /> : <Download aria-hidden="true" className="h-4 w-4" />}
            Download APK
          </button>
        )}
        {project.status === 'build_failed' && (
          <button type="button" onClick={onFix} disabled={isFixing} className={buttonClass('secondary', 'sm')}>
            {isFixing ? <Spinner /> : <Wand2 aria-hidden="true" className="h-4 w-4" />}
            Fix with AI
            <span className="text-xs font-normal text-slate-500">{CREDIT_COSTS.fix} credits</span>
          </button>
        )}
        <button type="button" onClick={onDelete} className={buttonClass('ghost', 'sm', 'ml-auto text-red-700 hover:bg-red-50')} aria-label={`Delete ${project.name}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </article>
  );
}
