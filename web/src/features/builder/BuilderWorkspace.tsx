import { type AdmobConfig, type AppSpec, MESSAGES, type Tier } from '@droidforge/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { admobRequest, type AdmobField, checkAdmobConfig } from './admob/admob-config';
import { AppDetails } from './AppDetails';
import { BuildGuide } from './BuildGuide';
import { BuildPanel } from './build/BuildPanel';
import { ChatHistory } from './ChatHistory';
import { CodePanel } from './code/CodePanel';
import { PreviewPanel } from './PreviewPanel';
import { PromptPanel } from './PromptPanel';
import { useCodeEdits } from './use-code-edits';
import { useGeneration } from './use-generation';
import { useProject } from '../../api/use-project';
import { VersionHistory } from './VersionHistory';

interface BuilderWorkspaceProps {
  projectId: string | null;
  tier: Tier;
  admob: AdmobConfig;
  onAdmobChange: (field: AdmobField, value: string) => void;
}

/**
 * Everything about one project (or none). The page mounts it keyed by project id, so + New App and
 * opening another project start from a clean prompt, chat, edits and build state.
 */
export function BuilderWorkspace({ projectId, tier, admob, onAdmobChange }: BuilderWorkspaceProps) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  const detail = project.data;
  const code = useCodeEdits(detail);
  const onGenerated = useCallback((id: string) => void navigate(`/builder/${id}`, { replace: id === projectId }), [navigate, projectId]);
  const admobCheck = checkAdmobConfig(admob, tier);
  const generation = useGeneration({ project: detail, admobConfig: admobCheck.isValid ? admobRequest(admob) : undefined, onGenerated });

  if (projectId && project.isLoading) {
    return (
      <p className="flex items-center justify-center gap-2 py-24 text-slate-600">
        <Spinner /> Loading project…
      </p>
    );
  }
  if (projectId && project.isError) {
    return (
      <div className="mx-auto max-w-xl py-16">
        <Alert tone="error" title={MESSAGES.loadProjectFailed}>
          <p>{errorMessage(project.error, 'The project could not be loaded.')}</p>
          <div className="mt-3 flex gap-2">
            <button type="button" onClick={() => void project.refetch()} className={buttonClass('secondary', 'sm')}>
              Retry
            </button>
            <button type="button" onClick={() => void navigate('/builder')} className={buttonClass('ghost', 'sm')}>
              Start a new app
            </button>
          </div>
        </Alert>
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
      <div className="min-w-0 space-y-6 lg:col-start-1">
        <PromptPanel hasApp={detail !== undefined} canRefine={detail?.spec != null} generation={generation} onNewApp={() => void navigate('/builder')} />
        <ChatHistory turns={detail?.chat_history ?? []} pendingPrompt={generation.pendingPrompt} />
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="lg:sticky lg:top-20">
          <PreviewPanel files={detail ? code.files : null} spec={(detail?.spec as AppSpec | null | undefined) ?? null} hasEdits={code.hasEdits} />
        </div>
      </div>
      <div className="min-w-0 space-y-6 lg:col-start-1">
        {detail && <AppDetails appData={detail.app_data} files={code.files} />}
        {detail && <CodePanel project={detail} code={code} />}
        {detail && <VersionHistory projectId={detail.id} />}
        <BuildGuide />
        <BuildPanel projectId={detail?.id ?? null} version={detail?.current_version ?? null} hasUnsavedEdits={code.hasEdits} tier={tier} admob={admob} onAdmobChange={onAdmobChange} />
      </div>
    </div>
  );
}
