import { CREDIT_COSTS, MESSAGES } from '@droidforge/contracts';
import { Hammer, Wand2 } from 'lucide-react';
import type { BuildSummary, BuildView } from '../../../api/builds';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/button-styles';
import { Spinner } from '../../../components/Spinner';
import { useFixBuild } from './use-fix-build';

interface BuildFailureProps {
  projectId: string;
  /** The log shows when the build was read with it (GET /api/build/:id, the event stream's end). */
  build: BuildView | BuildSummary;
  onRebuild: () => void;
}

/** What went wrong (file:line findings, the full log) and the way out: Fix with AI, then Rebuild. */
export function BuildFailure({ projectId, build, onRebuild }: BuildFailureProps) {
  const fix = useFixBuild(projectId);
  const findings = build.findings.filter((f) => f.severity !== 'info');
  const log = 'log' in build ? build.log : '';
  return (
    <div className="space-y-3">
      <Alert tone="error" title={build.status === 'cancelled' ? 'Build cancelled' : MESSAGES.buildFailed}>
        {build.error ?? 'The build did not finish.'}
      </Alert>
      {findings.length > 0 && (
        <ul aria-label="Problems found" className="space-y-1 rounded-lg border border-red-200 bg-white p-3 font-mono text-xs text-slate-800">
          {findings.map((f, i) => (
            <li key={i} className="break-words">
              <span className="font-semibold text-red-700">
                {f.file}
                {f.line !== null ? `:${f.line}` : ''}
              </span>{' '}
              {f.message}
            </li>
          ))}
        </ul>
      )}
      {log && (
        <details className="rounded-lg border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">Build log</summary>
          <pre className="max-h-72 overflow-auto border-t border-slate-200 bg-slate-950 p-3 text-xs whitespace-pre-wrap text-slate-100">{log}</pre>
        </details>
      )}
      {fix.data && (
        <Alert tone="success" title="Fixed with AI">
          <ul className="list-disc pl-4">
            {fix.data.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {!fix.data && (
          <button type="button" onClick={() => fix.mutate(build.id)} disabled={fix.isPending} className={buttonClass('primary', 'md')}>
            {fix.isPending ? <Spinner /> : <Wand2 aria-hidden="true" className="h-4 w-4" />}
            Fix with AI
            <span className="rounded bg-white/20 px-1.5 py-0.5 text-xs font-medium">{CREDIT_COSTS.fix} credits</span>
          </button>
        )}
        <button type="button" onClick={onRebuild} disabled={fix.isPending} className={buttonClass(fix.data ? 'primary' : 'secondary', 'md')}>
          <Hammer aria-hidden="true" className="h-4 w-4" />
          Rebuild
        </button>
      </div>
    </div>
  );
}
