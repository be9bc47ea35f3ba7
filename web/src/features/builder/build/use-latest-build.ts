import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type BuildSummary, listBuilds } from '../../../api/builds';

export const buildsQueryKey = (projectId: string) => ['project', projectId, 'builds'] as const;

/**
 * Calls `onFound` once with the newest build of the project's current version, so a reload shows
 * the APK, the failure or the running steps again. Silent when there is none or the list fails.
 */
export function useLatestBuild(projectId: string | null, version: number | null, onFound: (build: BuildSummary) => void): void {
  const builds = useQuery({
    queryKey: buildsQueryKey(projectId ?? ''),
    queryFn: () => listBuilds(projectId!),
    enabled: projectId !== null,
    retry: false,
    staleTime: 0,
  });
  const reported = useRef(false);
  const latest = builds.data?.find((b) => b.version === version);
  useEffect(() => {
    if (reported.current || !latest) return;
    reported.current = true;
    onFound(latest);
  }, [latest, onFound]);
}
