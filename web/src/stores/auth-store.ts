import type { PublicUser } from '@droidforge/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** localStorage key of the signed-in record (spec §3); e2e tests read and seed it. */
export const AUTH_STORAGE_KEY = 'auth-storage';

interface AuthRecord {
  user: PublicUser | null;
  token: string | null;
}

interface AuthActions {
  signIn: (user: PublicUser, token: string) => void;
  updateUser: (user: PublicUser) => void;
  setCredits: (credits: number) => void;
  signOut: () => void;
}

export type AuthState = AuthRecord & AuthActions;

const signedOut: AuthRecord = { user: null, token: null };

/**
 * The stored auth record. localStorage is synchronous, so the record is restored before the first
 * render and the route guard never sees a false "signed out" flash.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: (user, token) => set({ user, token }),
      updateUser: (user) => set({ user }),
      setCredits: (credits) => set((s) => (s.user ? { user: { ...s.user, credits } } : {})),
      signOut: () => set(signedOut),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token }): AuthRecord => ({ user, token }),
    },
  ),
);

export function storedToken(): string | null {
  return useAuthStore.getState().token;
}

export function isAdminRole(user: PublicUser | null): boolean {
  return user?.role === 'admin' || user?.role === 'superadmin';
}
