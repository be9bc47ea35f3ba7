import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LlmConfig } from './ai.types';

/** Provider options travel with each call; SharedV3ProviderOptions' shape, spelled out. */
export type ProviderOptions = Record<string, Record<string, string | boolean>>;

export interface ProviderModel {
  model: LanguageModel;
  providerOptions: ProviderOptions;
}

/** What createProviderModel needs: a configured, non-offline provider. */
export interface ProviderSettings {
  provider: Exclude<LlmConfig['provider'], 'offline'>;
  model: string;
  baseUrl: string | null;
  apiKey: string | null;
}

/** The name providerOptions are keyed by for OpenAI-compatible endpoints. */
const COMPATIBLE_NAME = 'compatible';

/**
 * One AI SDK language model per provider. Keys come from config only (an empty key, never the SDK's
 * own environment lookup, so config.ts stays the one reader of the environment). The AppSpec
 * schema uses optional fields and recursion, which strict structured-output modes reject, so
 * strict mode is off and the answer is validated by us instead.
 */
export function createProviderModel(settings: ProviderSettings): ProviderModel {
  const baseURL = settings.baseUrl ?? undefined;
  const apiKey = settings.apiKey ?? '';
  switch (settings.provider) {
    case 'openai':
      // Chat Completions: the format every OpenAI-compatible server also speaks.
      return {
        model: createOpenAI({ apiKey, baseURL }).chat(settings.model),
        providerOptions: { openai: { strictJsonSchema: false } },
      };
    case 'anthropic':
      // A JSON tool accepts any schema; Anthropic's native output format rejects recursive ones.
      return {
        model: createAnthropic({ apiKey, baseURL }).languageModel(settings.model),
        providerOptions: { anthropic: { structuredOutputMode: 'jsonTool' } },
      };
    case 'openai-compatible':
      return {
        model: createOpenAICompatible({
          name: COMPATIBLE_NAME,
          baseURL: baseURL ?? '',
          apiKey: settings.apiKey ?? undefined,
          // Ollama, LM Studio, vLLM and OpenRouter accept json_schema; LM Studio rejects json_object.
          supportsStructuredOutputs: true,
        }).chatModel(settings.model),
        providerOptions: { [COMPATIBLE_NAME]: { strictJsonSchema: false } },
      };
  }
}
