import { expect, test, vi } from 'vitest';
import { createAppModel } from './create-app-model';
import type { LlmConfig } from './ai.types';

const base: LlmConfig = { provider: 'offline', model: null, baseUrl: null, apiKey: null, timeoutMs: 60_000 };

function recordingLog() {
  return { info: vi.fn(), warn: vi.fn() };
}

test('uses the offline composer by default', () => {
  expect(createAppModel(base).name).toBe('offline');
});

test.each([
  ['openai', 'gpt-4o-mini'],
  ['anthropic', 'claude-sonnet-4-5'],
] as const)('picks the %s provider when it has a model and a key', (provider, model) => {
  const created = createAppModel({ ...base, provider, model, apiKey: 'sk-secret-value' });

  expect(created.name).toBe(`${provider}:${model}`);
  expect(created.name).not.toContain('sk-secret-value');
});

test('picks an OpenAI-compatible endpoint without a key (Ollama, LM Studio)', () => {
  const created = createAppModel({ ...base, provider: 'openai-compatible', model: 'llama3.1', baseUrl: 'http://127.0.0.1:11434/v1' });

  expect(created.name).toBe('openai-compatible:llama3.1');
});

test('falls back to the offline composer, with a warning, when a hosted provider has no key', () => {
  const log = recordingLog();

  const created = createAppModel({ ...base, provider: 'openai', model: 'gpt-4o-mini' }, log);

  expect(created.name).toBe('offline');
  expect(log.warn).toHaveBeenCalledWith({ provider: 'openai', missing: 'LLM_API_KEY' }, expect.stringContaining('offline'));
});

test('falls back to the offline composer when an OpenAI-compatible provider has no base URL', () => {
  const log = recordingLog();

  const created = createAppModel({ ...base, provider: 'openai-compatible', model: 'llama3.1' }, log);

  expect(created.name).toBe('offline');
  expect(log.warn).toHaveBeenCalledWith({ provider: 'openai-compatible', missing: 'LLM_BASE_URL' }, expect.any(String));
});
