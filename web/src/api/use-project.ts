import type { ProjectDetail } from '@droidforge/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getProject, listVersions } from './projects';

export const projectQueryKey = (id: string) => ['project', id] as const;
export const versionsQueryKey = (id: string) => ['project', id, 'versions'] as const;
export const projectListQueryKey = ['projects'] as const;

export function useProject(id: string | null) {
  return useQuery({ queryKey: projectQueryKey(id ?? ''), queryFn: () => getProject(id!), enabled: id !== null, staleTime: 0 });
}

export function useVersions(id: string) {
  return useQuery({ queryKey: versionsQueryKey(id), queryFn: () => listVersions(id), staleTime: 0 });
}

/** After any change to a project: show the new detail at once and let lists and history refetch. */
export function storeProject(queryClient: QueryClient, project: ProjectDetail): void {
  queryClient.setQueryData(projectQueryKey(project.id), project);
  void queryClient.invalidateQueries({ queryKey: versionsQueryKey(project.id) });
  void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
}

/** Reads the project fresh from the server (after generation, fix, build) and stores it. */
export async function refreshProject(queryClient: QueryClient, id: string): Promise<ProjectDetail> {
  const project = await getProject(id);
  storeProject(queryClient, project);
  return project;
}
