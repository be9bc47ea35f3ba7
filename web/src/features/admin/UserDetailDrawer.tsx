import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchAdminUser } from '../../api/admin';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { AdminDrawer } from './AdminDrawer';
import { formatDateTime, tierName } from './admin-format';

type UserDetail = Awaited<ReturnType<typeof fetchAdminUser>>;

function Section<T extends { id: string | number }>({ title, items, row: Row }: { title: string; items: readonly T[]; row: (props: { item: T }) => ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">None</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </ul>
      )}
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
          <Section title="Projects" items={d.projects} row={ProjectItem} />
          <Section title="Builds" items={d.builds} row={BuildItem} />
          <Section title="Credit ledger" items={d.ledger} row={LedgerItem} />
          <Section title="Sessions" items={d.sessions} row={SessionItem} />
        </>
      )}
    </AdminDrawer>
  );
}

function ProjectItem({ item: p }: { item: UserDetail['projects'][number] }) {
  return (
    <li className="flex justify-between gap-2 py-1.5">
      <span className="truncate">{p.name}</span>
      <span className="text-slate-500">
        {p.status} · v{p.versions}
      </span>
    </li>
  );
}

function BuildItem({ item: b }: { item: UserDetail['builds'][number] }) {
  return (
    <li className="py-1.5">
      <span className="font-medium">{b.project_name}</span> <span className="text-slate-500">{b.status}</span>{' '}
      <span className="text-xs text-slate-400">{formatDateTime(b.queued_at)}</span>
      {b.error && <p className="text-xs text-red-700">{b.error}</p>}
    </li>
  );
}

function LedgerItem({ item: l }: { item: UserDetail['ledger'][number] }) {
  return (
    <li className="flex justify-between gap-2 py-1.5 tabular-nums">
      <span>
        {l.delta > 0 ? `+${l.delta}` : l.delta} <span className="text-slate-500">{l.reason}</span>
      </span>
      <span className="text-slate-500">
        = {l.balance_after} · {formatDateTime(l.created_at)}
      </span>
    </li>
  );
}

function SessionItem({ item: s }: { item: UserDetail['sessions'][number] }) {
  return (
    <li className="py-1.5 text-slate-600">
      {s.id}… last used {formatDateTime(s.last_used_at)}, expires {formatDateTime(s.expires_at)}
    </li>
  );
}
