import type { PublicUser } from '@droidforge/contracts';
import { NavLink } from 'react-router';
import { Logo } from '../../components/Logo';
import { LogoutButton } from '../../components/LogoutButton';
import { ADMIN_SECTIONS } from './admin-sections';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
  }`;

/** On phones the sidebar becomes a top bar with a horizontally scrolling menu. */
export function AdminSidebar({ user }: { user: PublicUser }) {
  return (
    <aside className="flex flex-col gap-4 bg-slate-900 p-4 text-slate-100 lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0">
      <div className="px-1">
        <Logo to="/admin" onDark />
      </div>
      <nav aria-label="Admin" className="-mx-1 overflow-x-auto px-1 lg:flex-1">
        <ul className="flex gap-1 lg:flex-col">
          {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} end={to === '/admin'} className={itemClass}>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center justify-between gap-3 border-t border-slate-700 pt-4 lg:flex-col lg:items-stretch">
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium text-white">{user.email}</p>
          <p className="text-xs text-slate-400 capitalize">{user.role}</p>
        </div>
        <div className="rounded-lg bg-white">
          <LogoutButton />
        </div>
      </div>
    </aside>
  );
}
