import { type AdminUser, ADMIN_USERS_PAGE_SIZE, MESSAGES, PLANS, type Tier } from '@droidforge/contracts';
import { useState } from 'react';
import { useAuthStore } from '../../stores/auth-store';
import { AdminSearch } from './AdminSearch';
import { AdminTable } from './AdminTable';
import { useAdminUsers, useUserActions } from './use-admin-users';
import { usePagedSearch } from './use-paged-search';
import { UserActionDialog } from './UserActionDialog';
import { type UserAction, UserRow } from './UserRow';

type Open = { action: UserAction; user: AdminUser } | null;

/** Spec §2 Admin users: search, tier filter, the table, its actions and pagination. */
export function AdminUsersPage() {
  const me = useAuthStore((s) => s.user);
  const { search, setSearch, query, page, setPage } = usePagedSearch();
  const [tier, setTier] = useState<Tier | ''>('');
  const [open, setOpen] = useState<Open>(null);
  const users = useAdminUsers({ page, limit: ADMIN_USERS_PAGE_SIZE, search: query, tier });
  const actions = useUserActions();
  const close = () => setOpen(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <AdminSearch label="Search users" placeholder="Search by email or name" value={search} onChange={setSearch} />
        <select
          aria-label="Tier"
          value={tier}
          onChange={(e) => {
            setTier(e.target.value as Tier | '');
            setPage(1);
          }}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
        >
          <option value="">All Tiers</option>
          {PLANS.map((p) => (
            <option key={p.tier} value={p.tier}>
              {p.name}
            </option>
          ))}
        </select>
      </div>

      <AdminTable
        query={users}
        items={users.data?.users}
        what="users"
        errorText={MESSAGES.loadUsersFailed}
        columns={['User', 'Tier', 'Credits', 'Status', 'Joined', 'Actions']}
        onPage={setPage}
        row={(u) => (
          <UserRow
            key={u.id}
            user={u}
            canChangeRole={me?.role === 'superadmin' && me.id !== u.id}
            onAction={(action, user) => setOpen({ action, user })}
            onRole={(user, role) => actions.role.mutate({ id: user.id, role })}
          />
        )}
      />

      {open && <UserActionDialog action={open.action} user={open.user} actions={actions} onClose={close} />}
    </div>
  );
}
