import { type AdmobConfig, type GenerationProgress, HISTORY_MAX, MESSAGES, type ProjectDetail } from '@droidforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { errorBodyField, errorMessage, isApiError } from '../../api/api-error';
import { streamGeneration } from '../../api/generate';
import { creditsQueryKey } from '../../api/use-credits';
import { notifyAdmobValidation } from './admob-notice';
import { refreshProject } from '../../api/use-project';

export type GenerationMode = 'generate' | 'refine';

export interface GenerationFailure {
  message: string;
  /** Out of credits or apps: the screen offers the pricing page. */
  needsUpgrade: boolean;
  /** Prompts the composer can build, offered when it did not understand (or read the language of) a prompt. */
  suggestions: string[];
}

export interface Generation {
  /** The request being worked on, shown in the chat until the reply arrives. */
  pendingPrompt: string | null;
  progress: GenerationProgress | null;
  failure: GenerationFailure | null;
  /** Resolves true when the app was generated or refined. */
  run: (prompt: string, mode: GenerationMode) => Promise<boolean>;
}

interface GenerationOptions {
  project: ProjectDetail | undefined;
  admobConfig: Partial<AdmobConfig> | undefined;
  onGenerated: (projectId: string) => void;
}

const STARTING: GenerationProgress = { stage: 'starting', percent: 2, message: 'Sending your request' };

/** Generate and Refine through the progress stream; updates credits, project and AdMob notices. */
export function useGeneration({ project, admobConfig, onGenerated }: GenerationOptions): Generation {
  const queryClient = useQueryClient();
  const [pendingPrompt, setPendingPrompt] = useState<string | null>(null);
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);

  const run = useCallback(
    async (rawPrompt: string, mode: GenerationMode) => {
      const prompt = rawPrompt.trim();
      if (!prompt) {
        toast.error(mode === 'refine' ? MESSAGES.enterRefinement : MESSAGES.enterPrompt);
        return false;
      }
      if (mode === 'refine' && !project) {
        toast.error(MESSAGES.generateFirst);
        return false;
      }
      setFailure(null);
      setPendingPrompt(prompt);
      setProgress(STARTING);
      try {
        const reply = await streamGeneration(
          { prompt, conversationHistory: project?.chat_history.slice(-HISTORY_MAX) ?? [], admobConfig, projectId: project?.id, mode },
          setProgress,
        );
        queryClient.setQueryData(creditsQueryKey, { credits: reply.creditsRemaining });
        await refreshProject(queryClient, reply.projectId);
        notifyAdmobValidation(reply.admobValidation);
        toast.success(mode === 'refine' ? 'App updated' : 'App generated');
        onGenerated(reply.projectId);
        return true;
      } catch (error) {
        const fallback = mode === 'refine' ? MESSAGES.refinementFailed : MESSAGES.generationFailed;
        const code = isApiError(error) ? error.code : null;
        setFailure({
          message: errorMessage(error, fallback),
          needsUpgrade: code === 'INSUFFICIENT_CREDITS' || code === 'APP_LIMIT_REACHED',
          suggestions: suggestionsOf(error),
        });
        // The server refunds a failed generation; show the balance it left.
        void queryClient.invalidateQueries({ queryKey: creditsQueryKey });
        return false;
      } finally {
        setPendingPrompt(null);
        setProgress(null);
      }
    },
    [project, admobConfig, onGenerated, queryClient],
  );

  return { pendingPrompt, progress, failure, run };
}

/** The `suggestions` beside PROMPT_NOT_UNDERSTOOD and LANGUAGE_NOT_SUPPORTED; none for other failures. */
function suggestionsOf(error: unknown): string[] {
  if (!isApiError(error) || (error.code !== 'PROMPT_NOT_UNDERSTOOD' && error.code !== 'LANGUAGE_NOT_SUPPORTED')) return [];
  const value = errorBodyField(error, 'suggestions');
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string').slice(0, 3) : [];
}
