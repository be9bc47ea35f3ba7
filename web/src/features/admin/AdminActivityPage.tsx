import type { AuditReply } from '@droidforge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { fetchActivity } from '../../api/admin';
import { formatDateTime } from './admin-format';
import { AdminTable } from './AdminTable';

const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

interface ActivityFilters {
  actor: string;
  action: string;
  /** Whole days (`YYYY-MM-DD`) in the operator's browser; `to` includes its day. */
  from: string;
  to: string;
}

const NO_FILTERS: ActivityFilters = { actor: '', action: '', from: '', to: '' };

/** The audit log: operators' actions and security events, filterable by actor, action and date. */
export function AdminActivityPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const log = useActivityLog(filters, page);
  const change = (next: Partial<ActivityFilters>) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <ActivityFilterBar filters={filters} actions={log.data?.actions ?? []} onChange={change} />
      <AdminTable
        query={log}
        items={log.data?.entries}
        what="activity"
        columns={['Time', 'Actor', 'Action', 'Target', 'Before → After', 'IP']}
        noun="entries"
        onPage={setPage}
        wide
        row={(e) => <ActivityRow key={e.id} entry={e} />}
      />
    </div>
  );
}

function useActivityLog(filters: ActivityFilters, page: number) {
  const actor = useDeferredValue(filters.actor.trim());
  const { action, from, to } = filters;
  const fromIso = from ? new Date(`${from}T00:00:00`).toISOString() : undefined;
  const toIso = to ? new Date(new Date(`${to}T00:00:00`).getTime() + 86_400_000).toISOString() : undefined;
  return useQuery({
    queryKey: ['admin', 'activity', actor, action, fromIso, toIso, page],
    queryFn: () => fetchActivity({ page, actor, action, from: fromIso, to: toIso }),
    placeholderData: keepPreviousData,
  });
}

const field = 'rounded-lg border border-slate-300 px-3 py-2 text-sm';

function ActivityFilterBar({ filters, actions, onChange }: { filters: ActivityFilters; actions: readonly string[]; onChange: (next: Partial<ActivityFilters>) => void }) {
  return (
    <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
      <input type="search" aria-label="Actor" placeholder="Actor email" value={filters.actor} onChange={(e) => onChange({ actor: e.target.value })} className={field} />
      <select aria-label="Action" value={filters.action} onChange={(e) => onChange({ action: e.target.value })} className={field}>
        <option value="">All actions</option>
        {actions.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </select>
      <input type="date" aria-label="From" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} className={field} />
      <input type="date" aria-label="To" value={filters.to} onChange={(e) => onChange({ to: e.target.value })} className={field} />
    </div>
  );
}

function ActivityRow({ entry: e }: { entry: AuditReply['entries'][number] }) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.created_at)}</td>
      <td className="px-3 py-2">{e.actor_email ?? '—'}</td>
      <td className="px-3 py-2">
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${e.kind === 'security' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800'}`}>{e.action}</span>
      </td>
      <td className="px-3 py-2 text-xs">
        {show((e.details as { email?: string } | null)?.email) || (e.target_id ? `${e.target_type} ${e.target_id}` : '—')}
      </td>
      <td className="px-3 py-2 font-mono text-xs">{e.before !== null || e.after !== null ? `${show(e.before)} → ${show(e.after)}` : ''}</td>
      <td className="px-3 py-2 text-xs">{e.ip ?? ''}</td>
    </tr>
  );
}
