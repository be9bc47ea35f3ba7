import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../stores/auth-store';

/**
 * Spec §6: the guard only checks for a stored token; roles are checked inside the admin layout.
 * The attempted address rides along so login can return there.
 */
export function RequireAuth() {
  const token = useAuthStore((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** Where to go after signing in: back to the guarded page that sent the user to /login, if any. */
export function returnPathFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}
