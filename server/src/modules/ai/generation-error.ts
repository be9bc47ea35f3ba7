import { APICallError, RetryError } from 'ai';
import type { GenerationRefusal } from '@droidforge/contracts';
import { type AppError, errors } from '../../errors';

export function invalidAnswerError(): AppError {
  return errors.generationFailed(
    'invalid_answer',
    'The AI model did not return a usable app, even after being asked to correct it. Please try again or rephrase your request.',
  );
}

export function cancelledError(): AppError {
  return errors.generationFailed('cancelled', 'Generation was cancelled.');
}

/** True for GENERATION_FAILED, whatever its reason. */
export function isGenerationFailure(error: unknown): error is AppError {
  return (error as AppError | null)?.code === 'GENERATION_FAILED' && error instanceof Error;
}

export interface FailureContext {
  timedOut: boolean;
  cancelled: boolean;
  timeoutMs: number;
}

/**
 * Maps whatever the AI SDK threw to GENERATION_FAILED with a message for people. Timeouts and
 * cancellation are read from our own signals, not from error names, which differ by runtime.
 */
export function toGenerationError(error: unknown, ctx: FailureContext): AppError {
  if (isGenerationFailure(error)) return error;
  if (ctx.timedOut) {
    const seconds = Math.max(1, Math.round(ctx.timeoutMs / 1000));
    return errors.generationFailed('timeout', `The AI provider timed out (no answer within ${seconds} s). Please try again.`);
  }
  if (ctx.cancelled) return cancelledError();
  const apiError = findApiCallError(error);
  if (!apiError) return errors.generationFailed('provider_error', 'The AI provider failed unexpectedly. Please try again.');
  return fromStatus(apiError.statusCode);
}

function fromStatus(status: number | undefined): AppError {
  if (status === undefined) {
    return errors.generationFailed('unreachable', 'Could not reach the AI provider. Please try again in a moment.');
  }
  if (status === 429) {
    return errors.generationFailed('rate_limited', 'The AI provider is rate limiting requests right now. Please wait a minute and try again.');
  }
  if (status === 401 || status === 403) {
    return errors.generationFailed('auth', 'The AI provider rejected our credentials. An administrator needs to check the AI settings.');
  }
  if (status >= 500) {
    return errors.generationFailed('provider_error', `The AI provider had an internal error (HTTP ${status}). Please try again in a moment.`);
  }
  return errors.generationFailed('bad_request', `The AI provider refused the request (HTTP ${status}). An administrator may need to check the model settings.`);
}

/** The provider's HTTP error, also when the SDK wrapped it after its own retries. */
function findApiCallError(error: unknown): APICallError | undefined {
  if (APICallError.isInstance(error)) return error;
  if (RetryError.isInstance(error)) {
    const last = error.lastError;
    return APICallError.isInstance(last) ? last : undefined;
  }
  if (error instanceof Error && error.cause !== undefined) return findApiCallError(error.cause);
  return undefined;
}

/**
 * The generator (composer or model) declined to build: too little of the prompt was understood, or
 * it is in a language apps are not written in. Not a failure: the caller answers 422 with the
 * refusal's message and suggestions and charges nothing.
 */
export class GenerationRefusedError extends Error {
  constructor(readonly refusal: GenerationRefusal) {
    super(refusal.message);
    this.name = 'GenerationRefusedError';
  }
}
