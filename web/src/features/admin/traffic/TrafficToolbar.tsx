import { TIMEFRAME_LABELS, TIMEFRAMES, type Timeframe } from '@droidforge/contracts';
import { Spinner } from '../../../components/Spinner';

interface ToolbarProps {
  timeframe: Timeframe;
  onTimeframe: (value: Timeframe) => void;
  autoRefresh: boolean;
  onAutoRefresh: (value: boolean) => void;
  refreshing: boolean;
}

/** Auto-Refresh switch (on, every 10 s) and the timeframe selector (default Last 24 Hours). */
export function TrafficToolbar({ timeframe, onTimeframe, autoRefresh, onAutoRefresh, refreshing }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={autoRefresh}
        onClick={() => onAutoRefresh(!autoRefresh)}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
      >
        <span aria-hidden="true" className={`relative h-5 w-9 rounded-full transition-colors ${autoRefresh ? 'bg-emerald-600' : 'bg-slate-300'}`}>
          <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${autoRefresh ? 'left-4.5' : 'left-0.5'}`} />
        </span>
        Auto-Refresh
        {refreshing && <Spinner label="Refreshing" className="h-3.5 w-3.5 text-slate-400" />}
      </button>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <span>Timeframe</span>
        <select
          value={timeframe}
          onChange={(e) => onTimeframe(e.target.value as Timeframe)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
        >
          {TIMEFRAMES.map((tf) => (
            <option key={tf} value={tf}>
              {TIMEFRAME_LABELS[tf]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
