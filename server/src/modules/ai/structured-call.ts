import { generateText, jsonSchema, NoObjectGeneratedError, Output, type ModelMessage } from 'ai';
import type { AiLog } from './ai.types';
import { toGenerationError } from './generation-error';
import type { ProviderModel } from './language-model';

/** The model to ask and how: shared by app generation and file repair. */
export interface ModelCall {
  /** `<provider>:<model>`, for logs. */
  name: string;
  provider: ProviderModel;
  timeoutMs: number;
  maxRetries: number;
  log: AiLog | undefined;
}

/** What one kind of request asks for: its system prompt, the JSON answer's schema, and its log wording. */
export interface StructuredTask {
  system: string;
  schema: Parameters<typeof jsonSchema>[0];
  name: string;
  description: string;
  /** 'AI' logs "AI answer received" / "AI call failed". */
  logLabel: string;
  /** Log the SDK error's name and message with a failure. */
  logCause?: boolean;
}

/**
 * One provider call under its own timeout (and the caller's signal); returns the answer text, even
 * when it is not valid JSON (the caller repairs or retries). Failures become typed generation errors.
 */
export async function callStructured(call: ModelCall, task: StructuredTask, messages: ModelMessage[], signal: AbortSignal | undefined, attempt: number): Promise<string> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const started = Date.now();
  try {
    const response = await generateText({
      model: call.provider.model,
      system: task.system,
      messages,
      output: Output.object({ schema: jsonSchema(task.schema), name: task.name, description: task.description }),
      providerOptions: call.provider.providerOptions,
      maxRetries: call.maxRetries,
      abortSignal,
    });
    call.log?.info({ model: call.name, attempt, ms: Date.now() - started, tokens: response.totalUsage.totalTokens }, `${task.logLabel} answer received`);
    return response.text;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) return error.text ?? '';
    const failure = toGenerationError(error, { timedOut: timeout.aborted, cancelled: signal?.aborted ?? false, timeoutMs: call.timeoutMs });
    const cause = task.logCause ? { cause: describeCause(error) } : {};
    call.log?.warn({ model: call.name, attempt, ms: Date.now() - started, reason: failure.reason, ...cause }, `${task.logLabel} call failed`);
    throw failure;
  }
}

/** Enough of the SDK error to debug from logs, without request bodies (they hold user prompts). */
function describeCause(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error).slice(0, 300);
}
