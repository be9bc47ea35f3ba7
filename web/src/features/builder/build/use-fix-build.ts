import { MESSAGES } from '@droidforge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../api/api-error';
import { fixBuild } from '../../../api/builds';
import { creditsQueryKey } from '../../../api/use-credits';
import { refreshProject } from '../../../api/use-project';

/** Fix with AI (25 credits): on success the project holds the repaired code and can be rebuilt. */
export function useFixBuild(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (buildId: string | undefined) => fixBuild(projectId, buildId),
    onSuccess: async (reply) => {
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey });
      await refreshProject(queryClient, projectId).catch(() => undefined);
      toast.success(`Fixed with AI: version ${reply.version}`);
    },
    onError: (error) => {
      toast.error(MESSAGES.fixFailedPrefix + errorMessage(error, 'the AI could not repair this build'));
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey });
    },
  });
}
