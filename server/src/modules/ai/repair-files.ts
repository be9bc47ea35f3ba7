import { missingSetting } from './create-app-model';
import type { ModelMessage } from 'ai';
import type { Finding } from '@droidforge/generator/check/index';
import type { AiLog, LlmConfig } from './ai.types';
import { type AppError, errors } from '../../errors';
import { createProviderModel, type ProviderSettings } from './language-model';
import { parseRepairAnswer, repairAnswerJsonSchema, type ParsedRepair } from './repair-answer';
import { repairRequest, repairRetryMessages, repairSystemPrompt } from './repair-prompt';
import { callStructured, type ModelCall } from './structured-call';

export interface FileRepairInput {
  files: Readonly<Record<string, string>>;
  /** The errors left after the offline rules; only the files they name are sent. */
  findings: readonly Finding[];
  signal?: AbortSignal;
}

export interface FileRepairResult {
  /** Only files the model changed, each one of the files that were sent. */
  files: Record<string, string>;
  /** For the user: what the model says it changed. */
  summary: string;
}

/** Repairs source files with a language model. Failures are GENERATION_FAILED AppErrors with a `reason`. */
export interface FileRepairer {
  /** `<provider>:<model>`, safe to log. */
  readonly name: string;
  repair(input: FileRepairInput): Promise<FileRepairResult>;
}

export interface FileRepairerOptions {
  /** The SDK's retries of 429/5xx/network errors per call (default 1, as for generation). */
  maxRetries?: number;
}

/**
 * The repairer for the configured LLM, or undefined when repairs stay offline: `offline`, or a
 * provider that is not fully configured (the same fallback rule as createAppModel).
 */
export function createFileRepairer(llm: LlmConfig, log?: AiLog, options: FileRepairerOptions = {}): FileRepairer | undefined {
  const settings = providerSettings(llm);
  if (!settings) return undefined;
  const call: ModelCall = { name: `${settings.provider}:${settings.model}`, provider: createProviderModel(settings), timeoutMs: llm.timeoutMs, maxRetries: options.maxRetries ?? 1, log };
  return { name: call.name, repair: (input) => repairWith(call, input) };
}

/** The provider settings when the provider is fully configured (createAppModel's rule), else undefined. */
function providerSettings(llm: LlmConfig): ProviderSettings | undefined {
  if (llm.provider === 'offline' || !llm.model || missingSetting(llm)) return undefined;
  return { provider: llm.provider, model: llm.model, baseUrl: llm.baseUrl, apiKey: llm.apiKey };
}

/** Asks once; an unusable answer is sent back with its problems once; then a typed failure. */
async function repairWith(call: ModelCall, input: FileRepairInput): Promise<FileRepairResult> {
  const request = repairRequest(input.files, input.findings);
  if (!request) throw errors.generationFailed('unsupported', 'The errors are in files the AI model may not change (build files or files too large to send).');
  const editable = new Set(request.editable);
  const first = await callModel(call, request.messages, input.signal, 1);
  let parsed = parseRepairAnswer(first, editable);
  if (!parsed.ok) {
    call.log?.warn({ model: call.name, issues: parsed.issues.slice(0, 5) }, 'AI repair answer was not usable; asking once more');
    const second = await callModel(call, repairRetryMessages(request.messages, first, parsed.issues), input.signal, 2);
    parsed = parseRepairAnswer(second, editable);
  }
  if (!parsed.ok) throw unusableRepair(parsed);
  const changed = Object.fromEntries(Object.entries(parsed.files).filter(([path, content]) => content !== input.files[path]));
  const count = Object.keys(changed).length;
  return { files: changed, summary: parsed.summary ?? `Changed ${count} file${count === 1 ? '' : 's'}.` };
}

function unusableRepair(parsed: Extract<ParsedRepair, { ok: false }>): AppError {
  if (parsed.rejectedPaths.length > 0) {
    const named = parsed.rejectedPaths.map((p) => `"${p.slice(0, 80)}"`).join(', ');
    return errors.generationFailed('invalid_answer', `The AI model's repair was refused: it tried to write ${named}, which it was not given to change.`);
  }
  return errors.generationFailed('invalid_answer', 'The AI model did not return a usable repair, even after being asked to correct it.');
}

/** One provider call; returns the answer text even when it is not valid JSON (the caller retries). */
function callModel(call: ModelCall, messages: ModelMessage[], signal: AbortSignal | undefined, attempt: number): Promise<string> {
  const task = { system: repairSystemPrompt(), schema: repairAnswerJsonSchema(), name: 'repair_answer', description: 'The repaired files and a summary', logLabel: 'AI repair' };
  return callStructured(call, task, messages, signal, attempt);
}
