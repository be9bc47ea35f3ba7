import type { DashboardStats } from '@droidforge/contracts';
import { tierName } from './admin-format';
import { tierShares } from './dashboard-format';

/** Spec §2 Users by Subscription Tier: count, share and a bar per tier. */
export function TierShares({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-labelledby="tiers-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="tiers-title" className="font-semibold text-slate-900">
        Users by Subscription Tier
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {tierShares(stats).map((t) => (
          <li key={t.tier}>
            <div className="flex justify-between">
              <span>{tierName(t.tier)}</span>
              <span className="tabular-nums">
                {t.count} ({t.percent}%)
              </span>
            </div>
            <div className="mt-1 h-1.5 rounded bg-slate-100" aria-hidden="true">
              <div className="h-1.5 rounded bg-brand-600" style={{ width: `${t.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
