import type { ModelMessage } from 'ai';
import type { AppSpec, GenerationReport } from '@droidforge/contracts';
import { checkProject } from '@droidforge/generator/check/index';
import { emitProject } from '@droidforge/generator/emit/index';
import type { AiLog, AppModel, AppModelResult, ModelProgress } from './ai.types';
import { answerJsonSchema } from './answer-schema';
import { GenerationRefusedError, invalidAnswerError } from './generation-error';
import type { ProviderModel } from './language-model';
import { generateMessages, refineMessages, repairMessages } from './messages';
import { parseAnswer } from './parse-answer';
import { callStructured } from './structured-call';
import { systemPrompt } from './system-prompt';

export interface LlmModelOptions {
  /** `<provider>:<model>`, for logs and the UI. */
  name: string;
  provider: ProviderModel;
  /** Bound on each call to the provider (the first answer and each repair get it). */
  timeoutMs: number;
  /** The SDK's own retries of 429/5xx/network errors per call; kept small so failures surface. */
  maxRetries?: number;
  log?: AiLog;
  /** The checks a valid spec's emitted project must pass, as repair instructions (default: the generator's). */
  projectChecks?: (spec: AppSpec) => string[];
}

const DEFAULT_MAX_RETRIES = 1;
/** Answers that fail validation or the project checks are sent back at most this many times. */
export const MAX_REPAIR_ROUNDS = 3;

/** An AppModel backed by a language model through the AI SDK. */
export function createLlmModel(options: LlmModelOptions): AppModel {
  return {
    name: options.name,
    async generate({ prompt, history, signal, onProgress }) {
      const answer = await requestSpec(options, generateMessages(prompt, history), signal, onProgress);
      return result(answer.spec, answer.summary ?? `Built ${answer.spec.app.name}.`, answer.report);
    },
    async refine({ spec, request, history, signal, onProgress }) {
      const answer = await requestSpec(options, refineMessages(spec, request, history), signal, onProgress);
      const changed = JSON.stringify(answer.spec) !== JSON.stringify(spec);
      const summary = answer.summary ?? (changed ? 'Updated the app.' : 'Nothing needed to change.');
      return { ...result(answer.spec, summary, answer.report ?? { built: changed ? [summary] : [], notBuilt: [] }), changed };
    },
  };
}

function result(spec: AppSpec, summary: string, report: GenerationReport | undefined): AppModelResult {
  return { spec, summary, source: 'llm', kind: spec.app.kind, report: report ?? { built: spec.app.features.slice(0, 60), notBuilt: [] } };
}

interface Answer {
  spec: AppSpec;
  summary: string | undefined;
  report: GenerationReport | undefined;
}

/**
 * Asks, then sends each unusable answer back with its problems (schema errors, spec errors, then
 * the checks the emitted project must pass) for at most MAX_REPAIR_ROUNDS corrections. Nothing is
 * charged by the caller until this returns.
 */
async function requestSpec(options: LlmModelOptions, messages: ModelMessage[], signal: AbortSignal | undefined, progress: ModelProgress = () => {}): Promise<Answer> {
  let conversation = messages;
  for (let attempt = 1; attempt <= MAX_REPAIR_ROUNDS + 1; attempt++) {
    progress(attempt === 1 ? 'Asking the model' : `Correcting the model's answer (${attempt - 1} of ${MAX_REPAIR_ROUNDS})`);
    const text = await callModel(options, conversation, signal, attempt);
    const parsed = parseAnswer(text);
    if (parsed.ok === 'refused') throw new GenerationRefusedError(parsed.refusal);
    const issues = parsed.ok ? (options.projectChecks ?? projectIssues)(parsed.spec) : parsed.issues;
    if (parsed.ok && issues.length === 0) return parsed;
    options.log?.warn({ model: options.name, attempt, issues: issues.slice(0, 5) }, 'AI answer was not usable; asking for a repair');
    conversation = repairMessages(messages, text, issues);
  }
  throw invalidAnswerError();
}

/** Errors the checks find in the project emitted from a valid spec, as repair instructions. */
function projectIssues(spec: AppSpec): string[] {
  try {
    const { files } = emitProject(spec);
    return checkProject(files)
      .filter((f) => f.severity === 'error')
      .slice(0, 20)
      .map((f) => `The app built from this spec fails a check in ${f.file}${f.line ? `:${f.line}` : ''}: ${f.message}`);
  } catch (error) {
    return [`The spec could not be turned into an app: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`];
  }
}

/** One provider call; returns the answer text, even when it is not valid JSON (the caller repairs). */
function callModel(options: LlmModelOptions, messages: ModelMessage[], signal: AbortSignal | undefined, attempt: number): Promise<string> {
  const call = { ...options, maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES, log: options.log };
  const task = { system: systemPrompt(), schema: answerJsonSchema(), name: 'app_answer', description: 'A summary and the complete AppSpec', logLabel: 'AI', logCause: true };
  return callStructured(call, task, messages, signal, attempt);
}
