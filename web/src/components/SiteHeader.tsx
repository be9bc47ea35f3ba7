import { Link, NavLink } from 'react-router';
import { useAuthStore } from '../stores/auth-store';
import { buttonClass } from './button-styles';
import { Logo } from './Logo';

/** Header of the public pages: signed-in visitors get a way back to their dashboard. */
export function SiteHeader() {
  const token = useAuthStore((s) => s.token);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <NavLink
            to="/pricing"
            className={({ isActive }) => buttonClass('ghost', 'sm', isActive ? 'text-brand-800' : '')}
          >
            Pricing
          </NavLink>
          {token ? (
            <Link to="/dashboard" className={buttonClass('primary', 'sm')}>
              Dashboard
            </Link>
          ) : (
            <>
              <Link to="/login" className={buttonClass('ghost', 'sm')}>
                Log in
              </Link>
              <Link to="/register" className={buttonClass('primary', 'sm')}>
                Sign up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
