import { generateText, jsonSchema, NoObjectGeneratedError, Output, type ModelMessage } from 'ai';
import type { AppSpec } from '@droidforge/contracts';
import type { AiLog, AppModel, AppModelResult } from './ai.types';
import { answerJsonSchema } from './answer-schema';
import { invalidAnswerError, toGenerationError } from './generation-error';
import type { ProviderModel } from './language-model';
import { generateMessages, refineMessages, repairMessages } from './messages';
import { parseAnswer } from './parse-answer';
import { systemPrompt } from './system-prompt';

export interface LlmModelOptions {
  /** `<provider>:<model>`, for logs and the UI. */
  name: string;
  provider: ProviderModel;
  /** Bound on each call to the provider (the first answer and the repair each get it). */
  timeoutMs: number;
  /** The SDK's own retries of 429/5xx/network errors per call; kept small so failures surface. */
  maxRetries?: number;
  log?: AiLog;
}

const DEFAULT_MAX_RETRIES = 1;

/** An AppModel backed by a language model through the AI SDK. */
export function createLlmModel(options: LlmModelOptions): AppModel {
  return {
    name: options.name,
    async generate({ prompt, history, signal }) {
      const answer = await requestSpec(options, generateMessages(prompt, history), signal);
      return result(answer.spec, answer.summary ?? `Built ${answer.spec.app.name}.`);
    },
    async refine({ spec, request, history, signal }) {
      const answer = await requestSpec(options, refineMessages(spec, request, history), signal);
      const changed = JSON.stringify(answer.spec) !== JSON.stringify(spec);
      const summary = answer.summary ?? (changed ? 'Updated the app.' : 'Nothing needed to change.');
      return { ...result(answer.spec, summary), changed };
    },
  };
}

function result(spec: AppSpec, summary: string): AppModelResult {
  return { spec, summary, source: 'llm', kind: spec.app.kind };
}

/** Asks once; if the answer is not a valid AppSpec, asks once more with the problems listed. */
async function requestSpec(
  options: LlmModelOptions,
  messages: ModelMessage[],
  signal: AbortSignal | undefined,
): Promise<{ spec: AppSpec; summary: string | undefined }> {
  const first = await callModel(options, messages, signal, 1);
  const parsed = parseAnswer(first);
  if (parsed.ok) return parsed;
  options.log?.warn({ model: options.name, issues: parsed.issues.slice(0, 5) }, 'AI answer was not a valid AppSpec; asking for a repair');
  const second = await callModel(options, repairMessages(messages, first, parsed.issues), signal, 2);
  const repaired = parseAnswer(second);
  if (repaired.ok) return repaired;
  options.log?.warn({ model: options.name, issues: repaired.issues.slice(0, 5) }, 'AI repair answer was not a valid AppSpec either');
  throw invalidAnswerError();
}

/** One provider call; returns the answer text, even when it is not valid JSON (the caller repairs). */
async function callModel(options: LlmModelOptions, messages: ModelMessage[], signal: AbortSignal | undefined, attempt: number): Promise<string> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const started = Date.now();
  try {
    const response = await generateText({
      model: options.provider.model,
      system: systemPrompt(),
      messages,
      output: Output.object({ schema: jsonSchema(answerJsonSchema()), name: 'app_answer', description: 'A summary and the complete AppSpec' }),
      providerOptions: options.provider.providerOptions,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
      abortSignal,
    });
    options.log?.info({ model: options.name, attempt, ms: Date.now() - started, tokens: response.totalUsage.totalTokens }, 'AI answer received');
    return response.text;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) return error.text ?? '';
    const failure = toGenerationError(error, { timedOut: timeout.aborted, cancelled: signal?.aborted ?? false, timeoutMs: options.timeoutMs });
    options.log?.warn({ model: options.name, attempt, ms: Date.now() - started, reason: failure.reason, cause: describeCause(error) }, 'AI call failed');
    throw failure;
  }
}

/** Enough of the SDK error to debug from logs, without request bodies (they hold user prompts). */
function describeCause(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : String(error).slice(0, 300);
}
