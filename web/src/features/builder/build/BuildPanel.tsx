import { type AdmobConfig, MESSAGES, planFor, type Tier } from '@droidforge/contracts';
import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiError } from '../../../api/api-error';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/button-styles';
import { admobRequest, checkAdmobConfig, type AdmobField } from '../admob/admob-config';
import { AdmobForm } from '../admob/AdmobForm';
import { SourceDownloadButton } from '../SourceDownloadButton';
import { BuildFailure } from './BuildFailure';
import { BuildProgressView } from './BuildProgressView';
import { BuildSuccess } from './BuildSuccess';
import { useApkBuild } from './use-apk-build';
import { useLatestBuild } from './use-latest-build';

interface BuildPanelProps {
  projectId: string | null;
  /** The project's current version: a build of it found on load is shown again. */
  version: number | null;
  hasUnsavedEdits: boolean;
  tier: Tier;
  admob: AdmobConfig;
  onAdmobChange: (field: AdmobField, value: string) => void;
}

const UPGRADE_CODES = new Set(['PLAN_REQUIRED', 'BUILD_LIMIT_REACHED']);

/** AdMob ids, Build & Download APK, the live steps, then the APK (download + QR) or the failure with Fix with AI. */
export function BuildPanel({ projectId, version, hasUnsavedEdits, tier, admob, onAdmobChange }: BuildPanelProps) {
  const { state, start, resume } = useApkBuild(projectId);
  useLatestBuild(projectId, version, resume);
  const check = checkAdmobConfig(admob, tier);
  const running = state.phase === 'running';
  // Once this version's APK is ready, Download APK is the next step; building again is secondary.
  const apkReady = state.phase === 'finished' && state.build.status === 'succeeded';
  const build = () => {
    if (check.isValid) void start(admobRequest(admob));
  };

  return (
    <section aria-labelledby="build-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="build-title" className="text-lg font-semibold text-slate-900">
        Build APK
      </h2>
      <AdmobForm config={admob} check={check} tier={tier} onChange={onAdmobChange} />
      {hasUnsavedEdits && <Alert tone="warning">You have unsaved code edits. The build uses the last saved version: Save Changes first to include them.</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={build} disabled={running || !check.isValid} className={buttonClass(apkReady ? 'secondary' : 'primary', 'md')}>
          <Hammer aria-hidden="true" className="h-4 w-4" />
          {apkReady ? 'Rebuild APK' : 'Build & Download APK'}
          <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${apkReady ? 'bg-slate-100 text-slate-600' : 'bg-white/20'}`}>free</span>
        </button>
        {projectId && <SourceDownloadButton projectId={projectId} />}
      </div>
      {planFor(tier).builds === 0 && state.phase === 'idle' && (
        <p className="text-xs text-slate-600">
          APK builds come with the Starter plan and above.{' '}
          <Link to="/pricing" className="font-semibold text-brand-800 underline">
            See plans
          </Link>{' '}
          You can download the source on any plan.
        </p>
      )}
      {state.phase === 'running' && <BuildProgressView progress={state.progress} />}
      {state.phase === 'refused' && <BuildRefusal error={state.error} projectId={projectId} onBuildWithoutAds={() => void start(undefined)} />}
      {apkReady && <BuildSuccess build={state.build} />}
      {state.phase === 'finished' && state.build.status !== 'succeeded' && projectId && <BuildFailure projectId={projectId} build={state.build} onRebuild={build} />}
    </section>
  );
}

function BuildRefusal({ error, projectId, onBuildWithoutAds }: { error: ApiError; projectId: string | null; onBuildWithoutAds: () => void }) {
  const message = error.code === 'NETWORK_ERROR' || error.code === 'UNEXPECTED_RESPONSE' ? MESSAGES.buildFailed : error.message || MESSAGES.buildFailed;
  return (
    <Alert tone={UPGRADE_CODES.has(error.code) ? 'warning' : 'error'}>
      <p>{message}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {UPGRADE_CODES.has(error.code) && (
          <Link to="/pricing" className={buttonClass('primary', 'sm')}>
            See plans
          </Link>
        )}
        {error.code === 'ADS_SDK_UNAVAILABLE' && (
          <button type="button" onClick={onBuildWithoutAds} className={buttonClass('secondary', 'sm')}>
            Build without ads
          </button>
        )}
        {error.code === 'ADS_SDK_UNAVAILABLE' && projectId && <SourceDownloadButton projectId={projectId} variant="ghost" />}
      </div>
    </Alert>
  );
}
