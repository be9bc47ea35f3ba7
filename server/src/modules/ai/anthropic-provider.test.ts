import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppModel } from './create-app-model';
import { answerText, fakeLlmConfig, validSpec } from './testing/answers';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';

let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());

test('the anthropic provider asks for the answer through a JSON tool and returns the AppSpec', async () => {
  const spec = validSpec('A notes app');
  fake.enqueue({ content: answerText(spec, 'A notes app.') });
  const config = fakeLlmConfig(fake.url, { provider: 'anthropic', model: 'claude-test' });

  const result = await createAppModel(config).generate({ prompt: 'A notes app', history: [] });

  expect(result).toMatchObject({ source: 'llm', summary: 'A notes app.' });
  expect(result.spec).toEqual(spec);
  const request = fake.requests.at(-1)!;
  expect(request.path).toBe('/v1/messages');
  expect(request.headers['x-api-key']).toBe(config.apiKey);
  expect(request.rawBody).not.toContain(config.apiKey);
  const body = request.body as { system: unknown; tools: { name: string; input_schema: { required: string[] } }[]; tool_choice: unknown };
  expect(body.tools).toHaveLength(1);
  expect(body.tools[0]!.input_schema.required).toEqual(['summary']);
  // With a single tool offered, "any" forces the model to answer through it.
  expect(body.tool_choice).toMatchObject({ type: 'any' });
  expect(JSON.stringify(body.system)).toContain('Component = one of:');
});
