import type { AiLog, AppModel, LlmConfig } from './ai.types';
import { createProviderModel } from './language-model';
import { createLlmModel } from './llm-model';
import { createOfflineModel, type OfflineModelDeps } from './offline-model';

export interface AppModelOptions {
  /** Replaces the generator's composer/refinement in the offline model (tests). */
  offline?: OfflineModelDeps;
  /** The SDK's retries of 429/5xx/network errors per provider call (default 1). */
  maxRetries?: number;
}

/**
 * The AppModel for the configured LLM settings. `offline` (the default) is the built-in composer;
 * a provider that cannot work as configured (no model, or a hosted provider without a key) also
 * falls back to it, with a warning, so a half-set environment never breaks generation.
 */
export function createAppModel(llm: LlmConfig, log?: AiLog, options: AppModelOptions = {}): AppModel {
  const offline = (): AppModel => createOfflineModel(options.offline);
  if (llm.provider === 'offline') return offline();
  const missing = missingSetting(llm);
  if (missing) {
    log?.warn({ provider: llm.provider, missing }, 'AI provider is not fully configured; using the offline composer');
    return offline();
  }
  const model = llm.model as string;
  return createLlmModel({
    name: `${llm.provider}:${model}`,
    provider: createProviderModel({ provider: llm.provider, model, baseUrl: llm.baseUrl, apiKey: llm.apiKey }),
    timeoutMs: llm.timeoutMs,
    maxRetries: options.maxRetries,
    log,
  });
}

/** The environment variable a provider still needs, if any (also the repair call's rule). */
export function missingSetting(llm: LlmConfig): string | undefined {
  if (!llm.model) return 'LLM_MODEL';
  if (llm.provider === 'openai-compatible') return llm.baseUrl ? undefined : 'LLM_BASE_URL';
  // Hosted providers need a key, unless a proxy at LLM_BASE_URL supplies one.
  return llm.apiKey || llm.baseUrl ? undefined : 'LLM_API_KEY';
}
