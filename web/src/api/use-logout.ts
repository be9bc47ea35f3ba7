import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from './auth';
import { useAuthStore } from '../stores/auth-store';

/**
 * Revokes the session on the server, then forgets it locally and goes to /login. A failed server
 * call must not trap the user signed in, so the local sign-out happens regardless.
 */
export function useLogout(): { logOut: () => Promise<void>; isLoggingOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLoggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // Already expired or unreachable: nothing more to revoke from here.
    } finally {
      useAuthStore.getState().signOut();
      queryClient.clear();
      setLoggingOut(false);
      void navigate('/login', { replace: true });
    }
  }, [navigate, queryClient]);

  return { logOut, isLoggingOut };
}
