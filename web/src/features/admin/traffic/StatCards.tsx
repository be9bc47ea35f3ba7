import type { TrafficStats } from '@droidforge/contracts';
import { Activity, AlertTriangle, Bot, Clock, Globe, User, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { percent } from './format';

function Card({ label, value, hint, icon: Icon }: { label: string; value: string; hint?: string; icon: LucideIcon }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <Icon aria-hidden="true" className="h-4 w-4 text-slate-400" />
      </div>
      <p className="mt-2 text-2xl font-semibold text-slate-900">{value}</p>
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

const n = (value: number) => value.toLocaleString();

/** Spec §2: the seven stat cards. */
export function StatCards({ stats }: { stats: TrafficStats }) {
  const countries = stats.topCountries.slice(0, 3);
  return (
    <section aria-label="Traffic statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Card label="Total Requests" value={n(stats.totalRequests)} icon={Activity} />
      <Card label="Unique IPs" value={n(stats.uniqueIps)} icon={Users} />
      <Card label="Bot Traffic" value={n(stats.botRequests)} hint={`${percent(stats.botRequests, stats.totalRequests)} of requests`} icon={Bot} />
      <Card label="Suspicious" value={n(stats.suspiciousRequests)} icon={AlertTriangle} />
      <Card label="Human Traffic" value={n(stats.humanRequests)} icon={User} />
      <Card label="Avg Response Time" value={`${n(stats.avgResponseTime)} ms`} icon={Clock} />
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:col-span-2 lg:col-span-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-600">Top Countries</p>
          <Globe aria-hidden="true" className="h-4 w-4 text-slate-400" />
        </div>
        {countries.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No located requests yet</p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {countries.map((c) => (
              <li key={c.country} className="flex justify-between gap-4">
                <span className="font-medium text-slate-900">{c.country}</span>
                <span className="text-slate-600">{n(c.count)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
