import { expect, test, vi } from 'vitest';
import { createAppModel } from './create-app-model';
import { answerText, fakeLlmConfig, messagesOf, validSpec } from './testing/answers';
import { setUpFakeOpenAiServer } from './testing/fake-openai-server';

const fake = setUpFakeOpenAiServer();

const history = [
  { role: 'user' as const, content: 'A simple counter app' },
  { role: 'assistant' as const, content: 'Built Counter: tap + to count up.' },
];

test('refine sends the current spec, the request and the history, and returns the updated spec', async () => {
  const current = validSpec('A simple counter app');
  const updated = { ...current, theme: { ...current.theme, primary: '#D32F2F' } };
  fake.enqueue({ content: answerText(updated, 'Made the main colour red.') });

  const result = await createAppModel(fakeLlmConfig(fake.url)).refine({ spec: current, request: 'Make it red', history });

  expect(result).toMatchObject({ source: 'llm', summary: 'Made the main colour red.', changed: true });
  expect(result.spec.theme.primary).toBe('#D32F2F');
  const messages = messagesOf(fake.requests[0]!.body).slice(1);
  expect(messages.slice(0, 2)).toEqual(history);
  expect(messages[2]!.content).toContain(JSON.stringify(current));
  expect(messages[2]!.content).toContain('Change request: Make it red');
  expect(messages[2]!.content).toMatch(/complete updated AppSpec/);
  expect(messages[2]!.content).toMatch(/Change only what the request asks for/);
});

test('refine reports no change when the model returns the same spec', async () => {
  const current = validSpec('A simple counter app');
  fake.enqueue({ content: JSON.stringify({ spec: current }) });

  const result = await createAppModel(fakeLlmConfig(fake.url)).refine({ spec: current, request: 'Keep it as is', history: [] });

  expect(result.changed).toBe(false);
  expect(result.summary).toBe('Nothing needed to change.');
});

test('requests carry the prompt and history but never the API key or environment values', async () => {
  vi.stubEnv('DROIDFORGE_TEST_CANARY', 'canary-value-7f3a91');
  try {
    const config = fakeLlmConfig(fake.url, { timeoutMs: 4_321 });
    fake.enqueue({ content: answerText(validSpec()) }, { content: answerText(validSpec('A simple counter app')) });
    const model = createAppModel(config);

    await model.generate({ prompt: 'A todo list', history });
    await model.refine({ spec: validSpec(), request: 'Add a counter', history });

    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.rawBody).not.toContain(config.apiKey);
      expect(request.rawBody).not.toContain('canary-value-7f3a91');
      expect(request.rawBody).not.toContain(String(config.timeoutMs));
      for (const value of [process.env.PATH, process.env.HOME]) if (value) expect(request.rawBody).not.toContain(value);
      // The key goes only where the provider expects it.
      expect(request.headers.authorization).toBe(`Bearer ${config.apiKey}`);
    }
  } finally {
    vi.unstubAllEnvs();
  }
});
