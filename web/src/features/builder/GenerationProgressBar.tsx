import type { GenerationProgress } from '@droidforge/contracts';

/** Live stage text and a progress bar from the generation stream (not a spinner). */
export function GenerationProgressBar({ progress }: { progress: GenerationProgress }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress.percent)));
  return (
    <div className="space-y-1.5" aria-live="polite">
      <div className="flex justify-between text-xs font-medium text-slate-600">
        <span>{progress.message}…</span>
        <span>{percent}%</span>
      </div>
      <div role="progressbar" aria-label="Generation progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
