import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAppModel } from './create-app-model';
import { AppError } from '../../errors';
import { answerText, fakeLlmConfig, messagesOf, validSpec } from './testing/answers';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';

let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());

const openaiConfig = () => fakeLlmConfig(fake.url, { provider: 'openai', model: 'gpt-test' });

test('the openai provider speaks chat completions to its baseURL and returns the AppSpec', async () => {
  const spec = validSpec('A notes app');
  fake.enqueue({ content: answerText(spec, 'A notes app.') });
  const model = createAppModel(openaiConfig());

  const result = await model.generate({ prompt: 'A notes app', history: [] });

  expect(model.name).toBe('openai:gpt-test');
  expect(result.spec).toEqual(spec);
  const request = fake.requests.at(-1)!;
  expect(request.path).toBe('/v1/chat/completions');
  expect(request.headers.authorization).toBe(`Bearer ${openaiConfig().apiKey}`);
  const body = request.body as { model: string; response_format: { type: string; json_schema: { strict: boolean; name: string } } };
  expect(body.model).toBe('gpt-test');
  expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: false, name: 'app_answer' } });
  expect(messagesOf(body)[0]!.role).toBe('system');
});

test('the openai provider repairs an invalid answer and maps the last failure to GENERATION_FAILED', async () => {
  const before = fake.requests.length;
  fake.enqueue({ content: '{"summary": "no spec"}' }, { content: '{"summary": "no spec"}' }, { content: 'Sure! Here is your app.' }, { content: '{"summary": "no spec"}' });

  const error = await createAppModel(openaiConfig()).generate({ prompt: 'A notes app', history: [] }).catch((e: unknown) => e);

  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('GENERATION_FAILED');
  expect(fake.requests.length - before).toBe(4);
  expect(messagesOf(fake.requests.at(-1)!.body).at(-1)!.content).toContain('not valid JSON');
});
