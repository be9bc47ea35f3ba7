import { type AdmobConfig, MESSAGES } from '@droidforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, isApiError } from '../../../api/api-error';
import { type BuildProgress, type BuildSummary, type BuildView, getBuild, isFinished, startBuild, watchBuild } from '../../../api/builds';
import { projectListQueryKey, refreshProject } from '../../../api/use-project';

export type BuildState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: BuildProgress }
  /** A list's build has no log; a failed one is read again with it (see resume). */
  | { phase: 'finished'; build: BuildView | BuildSummary }
  | { phase: 'refused'; error: ApiError };

const QUEUED: BuildProgress = { status: 'queued', step: null, steps: [] };

/** Build & Download APK: queue a build of the saved version, follow its steps live, keep the outcome. */
export function useApkBuild(projectId: string | null) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BuildState>({ phase: 'idle' });
  const { begin, follow } = useBuildFollower(setState);

  const start = useCallback(
    async (admobConfig: Partial<AdmobConfig> | undefined) => {
      if (!projectId) {
        toast.error(MESSAGES.noProjectToBuild);
        return;
      }
      const controller = begin();
      setState({ phase: 'running', progress: QUEUED });
      try {
        const { buildId } = await startBuild(projectId, admobConfig);
        void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
        const build = await follow(buildId, controller);
        if (build.status === 'succeeded') toast.success('APK built');
        // The project's status (built / build_failed) changed with the build.
        void refreshProject(queryClient, projectId).catch(() => undefined);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ phase: 'refused', error: isApiError(error) ? error : new ApiError(0, 'NETWORK_ERROR', MESSAGES.buildFailed, null) });
      }
    },
    [projectId, queryClient, begin, follow],
  );

  /** Shows the latest build of the version on screen after a reload: its APK, its failure, or its live steps. */
  const resume = useCallback(
    async (latest: BuildSummary) => {
      const controller = begin();
      try {
        if (!isFinished(latest.status)) await follow(latest.id, controller);
        // Lists leave the log out; a failure panel needs it.
        else setState({ phase: 'finished', build: latest.status === 'failed' ? await getBuild(latest.id) : latest });
      } catch {
        if (!controller.signal.aborted) setState({ phase: 'idle' });
      }
    },
    [begin, follow],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, start, resume, reset };
}

/**
 * One build followed at a time: `begin` aborts the one before and gives the new one's signal;
 * `follow` streams a queued or running build into the state until it ends (a finished one is shown as it is).
 */
function useBuildFollower(setState: (s: BuildState) => void) {
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const follow = useCallback(
    async (buildId: string, controller: AbortController) => {
      const build = await watchBuild(buildId, (progress) => setState({ phase: 'running', progress }), controller.signal);
      setState({ phase: 'finished', build });
      return build;
    },
    [setState],
  );

  const begin = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    return controller;
  }, []);

  return { begin, follow };
}
