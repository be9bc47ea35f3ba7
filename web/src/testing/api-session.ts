import { afterEach, beforeEach, vi } from 'vitest';
import { setApiNavigator } from '../api/client';
import { useAuthStore } from '../stores/auth-store';

/**
 * For API client tests: each test starts with a stored session token (`sess.secret`) and ends with
 * stubbed globals, the navigator and the session cleared. `signIn` replaces how the token is stored.
 */
export function useApiSession(signIn: () => void = () => useAuthStore.setState({ token: 'sess.secret', user: null })): void {
  beforeEach(signIn);
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiNavigator(null);
    useAuthStore.getState().signOut();
  });
}
