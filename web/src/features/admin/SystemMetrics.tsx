import type { DashboardMetrics } from '@droidforge/contracts';
import { metricRows } from './dashboard-format';

/** Spec §2 System Metrics: database, queue and process figures as label and value pairs. */
export function SystemMetrics({ metrics }: { metrics: DashboardMetrics }) {
  return (
    <section aria-labelledby="metrics-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="metrics-title" className="font-semibold text-slate-900">
        System Metrics
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        {metricRows(metrics).map((r) => (
          <div key={r.label}>
            <dt className="text-slate-500">{r.label}</dt>
            <dd className="font-medium text-slate-900">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
