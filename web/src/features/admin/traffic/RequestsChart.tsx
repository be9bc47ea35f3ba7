import type { TrafficStatsReply } from '@droidforge/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const hourLabel = (iso: string) => new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit' });

/** Beyond the spec: requests per hour over the timeframe, and the top endpoints and status codes. */
export function RequestsChart({ reply }: { reply: TrafficStatsReply }) {
  return (
    <section aria-label="Requests per hour" className="grid gap-4 lg:grid-cols-3">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2">
        <h2 className="text-sm font-semibold text-slate-900">Requests per hour</h2>
        <div className="mt-3 h-56">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={reply.requestsPerHour} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis dataKey="hour" tickFormatter={hourLabel} fontSize={11} minTickGap={24} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip labelFormatter={(label) => hourLabel(String(label))} />
              <Bar dataKey="count" name="Requests" fill="#059669" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </div>
      <div className="space-y-4">
        <TopList title="Top endpoints" rows={reply.topEndpoints.slice(0, 6).map((e) => [e.endpoint, e.count])} />
        <TopList title="Status codes" rows={reply.statusCodes.map((s) => [String(s.status_code), s.count])} />
      </div>
    </section>
  );
}

function TopList({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No requests in this timeframe</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {rows.map(([label, count]) => (
            <li key={label} className="flex justify-between gap-4">
              <span className="truncate font-mono text-xs text-slate-700" title={label}>
                {label}
              </span>
              <span className="text-slate-600">{count.toLocaleString()}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
