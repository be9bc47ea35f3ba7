import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { fetchActivity } from '../../api/admin';
import { formatDateTime } from './admin-format';
import { AdminTable } from './AdminTable';

const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The audit log: operators' actions and security events, filterable by actor, action and date. */
export function AdminActivityPage() {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const actorQ = useDeferredValue(actor.trim());
  // Dates are whole days in the operator's browser; `to` includes its day.
  const fromIso = from ? new Date(`${from}T00:00:00`).toISOString() : undefined;
  const toIso = to ? new Date(new Date(`${to}T00:00:00`).getTime() + 86_400_000).toISOString() : undefined;
  const log = useQuery({
    queryKey: ['admin', 'activity', actorQ, action, fromIso, toIso, page],
    queryFn: () => fetchActivity({ page, actor: actorQ, action, from: fromIso, to: toIso }),
    placeholderData: keepPreviousData,
  });
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  const field = 'rounded-lg border border-slate-300 px-3 py-2 text-sm';
  return (
    <div className="space-y-4">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <input type="search" aria-label="Actor" placeholder="Actor email" value={actor} onChange={(e) => reset(setActor)(e.target.value)} className={field} />
        <select aria-label="Action" value={action} onChange={(e) => reset(setAction)(e.target.value)} className={field}>
          <option value="">All actions</option>
          {(log.data?.actions ?? []).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
        <input type="date" aria-label="From" value={from} onChange={(e) => reset(setFrom)(e.target.value)} className={field} />
        <input type="date" aria-label="To" value={to} onChange={(e) => reset(setTo)(e.target.value)} className={field} />
      </div>
      <AdminTable
        status={log}
        errorText="Failed to load activity"
        loadingLabel="Loading activity"
        columns={['Time', 'Actor', 'Action', 'Target', 'Before → After', 'IP']}
        isEmpty={log.data?.entries.length === 0}
        emptyText="No activity found"
        pagination={log.data?.pagination}
        noun="entries"
        onPage={setPage}
        wide
      >
        {log.data?.entries.map((e) => (
          <tr key={e.id} className="border-t border-slate-100 align-top">
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
        ))}
      </AdminTable>
    </div>
  );
}
