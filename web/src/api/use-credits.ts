import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCredits } from './auth';
import { useAuthStore } from '../stores/auth-store';

export const creditsQueryKey = ['auth', 'credits'] as const;

/** The live balance; the stored user's copy is updated so other screens show the same number. */
export function useCredits(): { credits: number | null; isLoading: boolean } {
  const stored = useAuthStore((s) => s.user?.credits ?? null);
  const setCredits = useAuthStore((s) => s.setCredits);
  const query = useQuery({ queryKey: creditsQueryKey, queryFn: fetchCredits });
  const fresh = query.data?.credits;

  useEffect(() => {
    if (fresh !== undefined) setCredits(fresh);
  }, [fresh, setCredits]);

  return { credits: fresh ?? stored, isLoading: query.isLoading && stored === null };
}
