import { MESSAGES } from '@droidforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '../../api/api-error';
import { type BuildSummary, fixBuild, listBuilds } from '../../api/builds';
import { deleteProject } from '../../api/projects';
import { downloadApk } from '../../api/download-apk';
import { projectListQueryKey } from '../../api/use-project';
import { creditsQueryKey } from '../../api/use-credits';

async function latestBuild(projectId: string, status: BuildSummary['status']): Promise<BuildSummary | undefined> {
  return (await listBuilds(projectId)).find((b) => b.status === status);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => deleteProject(projectId),
    onSuccess: () => {
      toast.success('Project deleted');
      void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not delete the project')),
  });
}

/** Download APK on a built card: the newest successful build of the project. */
export function useDownloadLatestApk() {
  return useMutation({
    mutationFn: (projectId: string) =>
      downloadApk(
        latestBuild(projectId, 'succeeded').then((build) => {
          if (!build) throw new Error('This project has no APK to download yet. Open it and build it.');
          return build.id;
        }),
      ),
    onError: (error) => toast.error(isApiError(error) ? errorMessage(error, 'Could not start the download') : error.message),
  });
}

/** Fix with AI on a failed card (25 credits); spec §8: failures say 'Failed to fix build errors'. */
export function useFixFromProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: string) => fixBuild(projectId, (await latestBuild(projectId, 'failed'))?.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey });
      toast.success('Fixed with AI: open the project to rebuild it');
      void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
    },
    onError: () => toast.error(MESSAGES.fixFailedProjects),
  });
}
