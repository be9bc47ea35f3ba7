import type { AppSpec, ChatTurn, GenerationReport } from '@droidforge/contracts';
import type { Config } from '../../config';

/** The LLM settings from config.ts (LLM_PROVIDER, LLM_MODEL, LLM_BASE_URL, LLM_API_KEY, LLM_TIMEOUT_MS). */
export type LlmConfig = Config['llm'];

/** Earlier messages of the builder chat, oldest first (the current prompt is not among them). */
export type { ChatTurn };

export interface AppModelResult {
  spec: AppSpec;
  /** One or two sentences for the chat: what was built or changed. */
  summary: string;
  source: 'offline' | 'llm';
  /** App kind (counter, todo, notes …) when known. */
  kind?: string;
  /** Refinement only: false when the request led to no change. */
  changed?: boolean;
  /** What was built (or changed) and each part of the request that was not, with the reason. */
  report: GenerationReport;
}

/** Progress for the builder while the model works: "Asking the model", "Correcting the answer (2 of 3)". */
export type ModelProgress = (message: string) => void;

export interface GenerateInput {
  prompt: string;
  history: ChatTurn[];
  signal?: AbortSignal;
  onProgress?: ModelProgress;
}

export interface RefineInput {
  spec: AppSpec;
  request: string;
  history: ChatTurn[];
  signal?: AbortSignal;
  onProgress?: ModelProgress;
}

/**
 * Turns prompts into AppSpecs. Failures are AppErrors with code GENERATION_FAILED; a prompt the
 * generator declines to build throws GenerationRefusedError (nothing is charged for it).
 */
export interface AppModel {
  /** `offline`, or `<provider>:<model>`; safe to log and show (never holds a key). */
  readonly name: string;
  generate(input: GenerateInput): Promise<AppModelResult>;
  refine(input: RefineInput): Promise<AppModelResult>;
}

/** The subset of a pino logger this module uses; Fastify's `app.log` fits. */
export interface AiLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
