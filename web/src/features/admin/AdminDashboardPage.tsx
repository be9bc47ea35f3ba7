import { MESSAGES } from '@droidforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BarChart3, CheckCircle2, CreditCard, DollarSign, FolderKanban, Users, XCircle } from 'lucide-react';
import { fetchDashboardMetrics, fetchDashboardSeries, fetchDashboardStats } from '../../api/admin';
import { errorMessage } from '../../api/api-error';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { Spinner } from '../../components/Spinner';
import { statCards } from './dashboard-format';
import { StatCard } from './StatCard';
import { SystemMetrics } from './SystemMetrics';
import { TierShares } from './TierShares';

// The chart library is the heaviest part of the panel: fetched only when the charts are drawn.
const DailyCharts = lazy(() => import('./DailyCharts').then((m) => ({ default: m.DailyCharts })));

const ICONS = { users: Users, projects: FolderKanban, ok: CheckCircle2, failed: XCircle, mrr: DollarSign, subs: CreditCard } as const;

/** Spec §2 Admin dashboard: the six cards, System Metrics, Users by Subscription Tier; plus 30-day charts. */
export function AdminDashboardPage() {
  const stats = useQuery({ queryKey: ['admin', 'stats'], queryFn: fetchDashboardStats });
  const metrics = useQuery({ queryKey: ['admin', 'metrics'], queryFn: fetchDashboardMetrics });
  const series = useQuery({ queryKey: ['admin', 'series'], queryFn: fetchDashboardSeries });
  const failed = stats.error ?? metrics.error;

  if (failed) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{errorMessage(failed, MESSAGES.loadDashboardFailed)}</Alert>
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          onClick={() => {
            void stats.refetch();
            void metrics.refetch();
            void series.refetch();
          }}
        >
          Retry
        </button>
      </div>
    );
  }
  if (!stats.data || !metrics.data) return <Spinner label="Loading dashboard" />;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {statCards(stats.data).map((c) => (
          <StatCard key={c.key} label={c.label} value={c.value} sub={c.sub} icon={ICONS[c.key]} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SystemMetrics metrics={metrics.data} />
        <TierShares stats={stats.data} />
      </div>
      {series.data ? (
        <Suspense fallback={<Spinner label="Loading charts" />}>
          <DailyCharts days={series.data.days} />
        </Suspense>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <BarChart3 aria-hidden="true" className="h-4 w-4" /> {series.isError ? 'The 30-day charts could not be loaded.' : 'Loading the 30-day charts…'}
        </p>
      )}
    </div>
  );
}
