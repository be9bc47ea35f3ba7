import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import type { BuildProgress } from '../../../api/builds';
import { Spinner } from '../../../components/Spinner';

/** The worker's pipeline (docs/internals.md, "Life of a build"); used only to size the bar before the server names its steps. */
const EXPECTED_STEPS = 9;

const STATUS_TEXT = { queued: 'Waiting for a build slot', running: 'Building', succeeded: 'Built', failed: 'Failed', cancelled: 'Cancelled' } as const;

export function BuildProgressView({ progress }: { progress: BuildProgress }) {
  const done = progress.steps.length;
  const percent = Math.min(95, Math.round((done / Math.max(EXPECTED_STEPS, done + 1)) * 100));
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span className="flex items-center gap-2">
          <Spinner />
          {STATUS_TEXT[progress.status]}
          {progress.step ? `: ${progress.step}` : '…'}
        </span>
        <span className="text-xs text-slate-500">{percent}%</span>
      </div>
      <div role="progressbar" aria-label="Build progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      {done > 0 && (
        <ol className="grid gap-1 text-xs text-slate-600 sm:grid-cols-2">
          {progress.steps.map((step) => (
            <li key={step.name} className="flex items-center gap-1.5">
              {step.ok ? <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5 text-brand-700" /> : <XCircle aria-hidden="true" className="h-3.5 w-3.5 text-red-600" />}
              <span className="font-mono">{step.name}</span>
              <span className="text-slate-400">{(step.ms / 1000).toFixed(1)} s</span>
            </li>
          ))}
          {progress.step && !progress.steps.some((s) => s.name === progress.step) && (
            <li className="flex items-center gap-1.5">
              <Circle aria-hidden="true" className="h-3.5 w-3.5 text-slate-400" />
              <span className="font-mono">{progress.step}</span>
            </li>
          )}
        </ol>
      )}
    </div>
  );
}
