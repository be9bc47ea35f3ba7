import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchAdminUser } from '../../api/admin';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { AdminDrawer } from './AdminDrawer';
import { formatDateTime, tierName } from './admin-format';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {empty ? <p className="mt-1 text-sm text-slate-500">None</p> : <ul className="mt-1 divide-y divide-slate-100 text-sm">{children}</ul>}
    </section>
  );
}

/** A side panel with one account's projects, builds, credit ledger and sessions (support view). */
export function UserDetailDrawer({ userId, onClose }: { userId: string; onClose: () => void }) {
  const detail = useQuery({ queryKey: ['admin', 'user', userId], queryFn: () => fetchAdminUser(userId) });
  const d = detail.data;
  return (
    <AdminDrawer title={d ? d.user.name : 'User'} onClose={onClose}>
      {detail.isPending && <Spinner label="Loading" />}
      {detail.isError && <Alert tone="error">Failed to load this user</Alert>}
      {d && (
        <>
          <p className="text-sm text-slate-600">
            {d.user.email} · {d.user.role} · {tierName(d.user.subscription_tier)} · {d.user.credits.toLocaleString('en-US')} credits ·{' '}
            {d.user.suspended ? 'Suspended' : 'Active'} · {d.user.email_verified ? 'verified' : 'not verified'}
          </p>
          <Section title="Projects" empty={d.projects.length === 0}>
            {d.projects.map((p) => (
              <li key={p.id} className="flex justify-between gap-2 py-1.5">
                <span className="truncate">{p.name}</span>
                <span className="text-slate-500">
                  {p.status} · v{p.versions}
                </span>
              </li>
            ))}
          </Section>
          <Section title="Builds" empty={d.builds.length === 0}>
            {d.builds.map((b) => (
              <li key={b.id} className="py-1.5">
                <span className="font-medium">{b.project_name}</span> <span className="text-slate-500">{b.status}</span>{' '}
                <span className="text-xs text-slate-400">{formatDateTime(b.queued_at)}</span>
                {b.error && <p className="text-xs text-red-700">{b.error}</p>}
              </li>
            ))}
          </Section>
          <Section title="Credit ledger" empty={d.ledger.length === 0}>
            {d.ledger.map((l) => (
              <li key={l.id} className="flex justify-between gap-2 py-1.5 tabular-nums">
                <span>
                  {l.delta > 0 ? `+${l.delta}` : l.delta} <span className="text-slate-500">{l.reason}</span>
                </span>
                <span className="text-slate-500">
                  = {l.balance_after} · {formatDateTime(l.created_at)}
                </span>
              </li>
            ))}
          </Section>
          <Section title="Sessions" empty={d.sessions.length === 0}>
            {d.sessions.map((s) => (
              <li key={s.id} className="py-1.5 text-slate-600">
                {s.id}… last used {formatDateTime(s.last_used_at)}, expires {formatDateTime(s.expires_at)}
              </li>
            ))}
          </Section>
        </>
      )}
    </AdminDrawer>
  );
}
