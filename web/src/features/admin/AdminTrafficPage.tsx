import { TRAFFIC, type Timeframe } from '@droidforge/contracts';
import { Suspense, lazy, useState } from 'react';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { clockTime } from './traffic/format';
import { StatCards } from './traffic/StatCards';
import { BlacklistTable, RealtimeTable, SuspiciousTable } from './traffic/TrafficTables';
import { TrafficToolbar } from './traffic/TrafficToolbar';
import { useBlacklistActions } from './traffic/use-blacklist-actions';
import { useTrafficData } from './traffic/use-traffic-data';

// The chart library is the heaviest part of the screen: it loads after the figures.
const RequestsChart = lazy(() => import('./traffic/RequestsChart').then((m) => ({ default: m.RequestsChart })));

const TABS = [
  { id: 'realtime', label: 'Realtime Traffic' },
  { id: 'suspicious', label: 'Suspicious Traffic' },
  { id: 'blacklist', label: 'IP Blacklist' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Spec §2 Admin traffic analyzer (/admin/traffic). */
export function AdminTrafficPage() {
  const [timeframe, setTimeframe] = useState<Timeframe>(TRAFFIC.defaultTimeframe);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [confirmIp, setConfirmIp] = useState<string | null>(null);
  const data = useTrafficData(timeframe, autoRefresh);
  const { block, unblock } = useBlacklistActions();

  const confirmBlock = () => {
    if (!confirmIp) return;
    block.mutate(confirmIp, { onSettled: () => setConfirmIp(null) });
  };

  return (
    <div className="space-y-6">
      <TrafficToolbar timeframe={timeframe} onTimeframe={setTimeframe} autoRefresh={autoRefresh} onAutoRefresh={setAutoRefresh} refreshing={data.refreshing} />
      <TrafficOverview data={data} />
      <TrafficTabs data={data} onBlock={setConfirmIp} unblock={unblock} />
      {confirmIp && (
        <ConfirmDialog
          message={`Block IP ${confirmIp}? This will prevent all requests from this IP.`}
          confirmLabel="Block IP"
          danger
          busy={block.isPending}
          onConfirm={confirmBlock}
          onCancel={() => setConfirmIp(null)}
        />
      )}
    </div>
  );
}

type TrafficData = ReturnType<typeof useTrafficData>;

/** The stale-data warning, the figures and the requests chart. */
function TrafficOverview({ data }: { data: TrafficData }) {
  return (
    <>
      {data.staleSince !== null && (
        <Alert tone="warning" title="Showing older data">
          The last refresh failed; this is the data from {clockTime(data.staleSince)}. It will update when the server answers again.
        </Alert>
      )}
      {data.stats.data ? (
        <>
          <StatCards stats={data.stats.data.stats} />
          <Suspense fallback={<div className="h-72 rounded-xl border border-slate-200 bg-white" aria-hidden="true" />}>
            <RequestsChart reply={data.stats.data} />
          </Suspense>
        </>
      ) : (
        data.stats.isPending && (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner /> Loading traffic…
          </p>
        )
      )}
    </>
  );
}

function TrafficTabs({ data, onBlock, unblock }: { data: TrafficData; onBlock: (ip: string) => void; unblock: ReturnType<typeof useBlacklistActions>['unblock'] }) {
  const [tab, setTab] = useState<TabId>('realtime');
  return (
    <section>
      <div role="tablist" aria-label="Traffic views" className="mb-4 flex gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === t.id ? 'border-emerald-600 text-emerald-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'realtime' && <RealtimeTable entries={data.realtime.data ?? []} />}
        {tab === 'suspicious' && <SuspiciousTable entries={data.suspicious.data ?? []} onBlock={onBlock} />}
        {tab === 'blacklist' && (
          <BlacklistTable entries={data.blacklist.data ?? []} onRemove={(ip) => unblock.mutate(ip)} removing={unblock.isPending ? (unblock.variables ?? null) : null} />
        )}
      </div>
    </section>
  );
}
