import type { AppSpec } from '@droidforge/contracts';
import { composeApp } from '@droidforge/generator/compose/index';
import type { LlmConfig } from '../ai.types';

/** A spec the composer built, so it is known to be valid. */
export function validSpec(prompt = 'A todo list where I can add and delete tasks'): AppSpec {
  return composeApp(prompt).spec;
}

/** The answer text a well-behaved model returns. */
export function answerText(spec: AppSpec, summary = 'Built your app.'): string {
  return JSON.stringify({ summary, spec });
}

/** LLM settings pointing at a fake server; the key is a marker the tests look for in bodies. */
export function fakeLlmConfig(baseUrl: string, overrides: Partial<LlmConfig> = {}): LlmConfig {
  return { provider: 'openai-compatible', model: 'fake-model', baseUrl, apiKey: 'sk-fake-secret-key-0123456789', timeoutMs: 5_000, ...overrides };
}

/** The chat messages of a recorded chat-completions request body. */
export function messagesOf(body: unknown): { role: string; content: string }[] {
  return (body as { messages: { role: string; content: string }[] }).messages;
}
