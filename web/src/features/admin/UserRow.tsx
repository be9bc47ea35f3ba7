import { type AdminUser, ROLES, type Role } from '@droidforge/contracts';
import { buttonClass } from '../../components/button-styles';
import { formatDate, tierName } from './admin-format';

export type UserAction = 'credits' | 'status' | 'delete' | 'details';

interface UserRowProps {
  user: AdminUser;
  /** Superadmins get a role control on each row (spec: only a superadmin changes roles). */
  canChangeRole: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
  onRole: (user: AdminUser, role: Role) => void;
}

export function UserRow({ user, canChangeRole, onAction, onRole }: UserRowProps) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-3 py-3">
        <button type="button" onClick={() => onAction('details', user)} className="text-left font-medium text-slate-900 hover:underline" aria-label={`Details of ${user.email}`}>
          {user.name}
        </button>
        <p className="text-xs text-slate-500">{user.email}</p>
        {canChangeRole ? (
          <select
            aria-label={`Role of ${user.email}`}
            value={user.role}
            onChange={(e) => onRole(user, e.target.value as Role)}
            className="mt-1 rounded border border-slate-300 px-1 py-0.5 text-xs"
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        ) : (
          user.role !== 'user' && <p className="text-xs font-medium text-brand-700 capitalize">{user.role}</p>
        )}
      </td>
      <td className="px-3 py-3">{tierName(user.subscription_tier)}</td>
      <td className="px-3 py-3 tabular-nums">{user.credits.toLocaleString('en-US')}</td>
      <td className="px-3 py-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.suspended ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'}`}>
          {user.suspended ? 'Suspended' : 'Active'}
        </span>
      </td>
      <td className="px-3 py-3 whitespace-nowrap">{formatDate(user.created_at)}</td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-1.5">
          <button type="button" onClick={() => onAction('credits', user)} className={buttonClass('secondary', 'sm')} aria-label={`Modify Credits of ${user.email}`}>
            Modify Credits
          </button>
          <button type="button" onClick={() => onAction('status', user)} className={buttonClass('secondary', 'sm')} aria-label={`${user.suspended ? 'Activate' : 'Suspend'} ${user.email}`}>
            {user.suspended ? 'Activate' : 'Suspend'}
          </button>
          <button type="button" onClick={() => onAction('delete', user)} className={buttonClass('danger', 'sm')} aria-label={`Delete ${user.email}`}>
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
