import { type BlacklistEntry, MESSAGES, type TrafficLogEntry } from '@droidforge/contracts';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { TableHead } from '../TableHead';
import { clockTime, dateTime, location, reasonLabel, truncateEndpoint } from './format';

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <TableHead columns={head} className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600" cellClassName="px-3 py-2 whitespace-nowrap" />
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{children}</p>;
}

const cell = 'px-3 py-2 whitespace-nowrap';

function Kind({ entry }: { entry: TrafficLogEntry }) {
  if (entry.is_suspicious) return <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">Suspicious</span>;
  if (entry.is_bot) return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{entry.bot_name ?? 'Bot'}</span>;
  return <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-900">Human</span>;
}

export function RealtimeTable({ entries }: { entries: TrafficLogEntry[] }) {
  if (entries.length === 0) return <Empty>No requests in the last 30 minutes</Empty>;
  return (
    <Table head={['Time', 'IP', 'Method', 'Endpoint', 'Status', 'Response', 'Type', 'Location']}>
      {entries.map((e) => (
        <tr key={e.id}>
          <td className={cell}>{clockTime(e.created_at)}</td>
          <td className={`${cell} font-mono text-xs`}>{e.ip_address}</td>
          <td className={cell}>{e.method}</td>
          <td className={`${cell} font-mono text-xs`} title={e.endpoint}>
            {truncateEndpoint(e.endpoint)}
          </td>
          <td className={cell}>{e.status_code}</td>
          <td className={cell}>{e.response_time} ms</td>
          <td className={cell}>
            <Kind entry={e} />
          </td>
          <td className={cell}>{location(e)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Only suspicious entries offer the block action (spec §2). */
export function SuspiciousTable({ entries, onBlock }: { entries: TrafficLogEntry[]; onBlock: (ip: string) => void }) {
  if (entries.length === 0) return <Empty>{MESSAGES.noSuspicious}</Empty>;
  return (
    <Table head={['Time', 'IP', 'Endpoint', 'Reason', 'User agent', 'Location', 'Action']}>
      {entries.map((e) => (
        <tr key={e.id}>
          <td className={cell}>{dateTime(e.created_at)}</td>
          <td className={`${cell} font-mono text-xs`}>{e.ip_address}</td>
          <td className={`${cell} font-mono text-xs`} title={e.endpoint}>
            {truncateEndpoint(e.endpoint)}
          </td>
          <td className={cell}>{reasonLabel(e.suspicious_reason)}</td>
          <td className={`${cell} max-w-48 truncate text-xs text-slate-600`} title={e.user_agent ?? ''}>
            {e.user_agent || '(none)'}
          </td>
          <td className={cell}>{location(e)}</td>
          <td className={cell}>
            <button type="button" className={buttonClass('danger', 'sm')} onClick={() => onBlock(e.ip_address)} aria-label={`Block ${e.ip_address}`}>
              Block
            </button>
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function BlacklistTable({ entries, onRemove, removing }: { entries: BlacklistEntry[]; onRemove: (ip: string) => void; removing: string | null }) {
  if (entries.length === 0) return <Empty>{MESSAGES.noBlacklist}</Empty>;
  const now = Date.now();
  return (
    <Table head={['IP', 'Reason', 'Blocked', 'Expires', 'Action']}>
      {entries.map((e) => {
        const expired = e.expires_at !== null && new Date(e.expires_at).getTime() <= now;
        return (
          <tr key={e.id} className={expired ? 'text-slate-400' : undefined}>
            <td className={`${cell} font-mono text-xs`}>{e.ip_address}</td>
            <td className="px-3 py-2">{e.reason}</td>
            <td className={cell}>{dateTime(e.blocked_at)}</td>
            <td className={cell}>{e.expires_at ? `${dateTime(e.expires_at)}${expired ? ' (expired)' : ''}` : 'Never'}</td>
            <td className={cell}>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onRemove(e.ip_address)} disabled={removing === e.ip_address} aria-label={`Remove ${e.ip_address}`}>
                Remove
              </button>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
