import { describe, expect, test } from 'vitest';
import type { AppSpec } from '@droidforge/contracts';
import { createAppModel } from './create-app-model';
import { checkProject } from '@droidforge/generator/check/index';
import { emitProject } from '@droidforge/generator/emit/index';
import { AppError } from '../../errors';
import { GenerationRefusedError } from './generation-error';
import { createProviderModel } from './language-model';
import { createLlmModel, MAX_REPAIR_ROUNDS } from './llm-model';
import { answerText, fakeLlmConfig, messagesOf, validSpec } from './testing/answers';
import { setUpFakeOpenAiServer } from './testing/fake-openai-server';

const fake = setUpFakeOpenAiServer();

function model(timeoutMs = 5_000) {
  return createAppModel(fakeLlmConfig(fake.url, { timeoutMs }));
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const failed = error as AppError;
  expect(failed.code).toBe('GENERATION_FAILED');
  return failed;
}

describe('an OpenAI-compatible provider', () => {
  test('returns the AppSpec from a good answer, with its summary', async () => {
    const spec = validSpec();
    fake.enqueue({ content: answerText(spec, 'A to-do list with add and delete.') });

    const result = await model().generate({ prompt: 'A todo list', history: [] });

    expect(result).toMatchObject({ source: 'llm', summary: 'A to-do list with add and delete.', kind: spec.app.kind });
    expect(result.spec).toEqual(spec);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe('/v1/chat/completions');
  });

  test('asks for structured output and explains the AppSpec in the system prompt', async () => {
    fake.enqueue({ content: answerText(validSpec()) });
    await model().generate({ prompt: 'A todo list', history: [] });

    const body = fake.requests[0]!.body as { response_format: { type: string; json_schema: { strict: boolean; schema: { required: string[] } } } };
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(false);
    expect(body.response_format.json_schema.schema.required).toEqual(['summary']);
    const [system, user] = messagesOf(body);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Component = one of:');
    expect(system!.content).toMatch(/never|do not write Kotlin, XML, file paths or Gradle files/i);
    expect(user).toEqual({ role: 'user', content: expect.stringContaining('A todo list') });
  });

  test('sends the conversation history before the prompt', async () => {
    fake.enqueue({ content: answerText(validSpec()) });
    const history = [
      { role: 'user' as const, content: 'I want something for groceries' },
      { role: 'assistant' as const, content: 'Sure, what should it do?' },
    ];
    await model().generate({ prompt: 'A shopping list with quantities', history });

    const messages = messagesOf(fake.requests[0]!.body).slice(1);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages[0]!.content).toBe('I want something for groceries');
    expect(messages[1]!.content).toBe('Sure, what should it do?');
    expect(messages[2]!.content).toContain('A shopping list with quantities');
  });

  test('repairs malformed JSON on the one retry', async () => {
    const spec = validSpec();
    fake.enqueue({ content: '{"summary": "oops", "spec": {"version": 1,' }, { content: answerText(spec) });

    const result = await model().generate({ prompt: 'A todo list', history: [] });

    expect(result.spec).toEqual(spec);
    expect(fake.requests).toHaveLength(2);
    const repair = messagesOf(fake.requests[1]!.body);
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"summary": "oops", "spec": {"version": 1,' });
    expect(repair.at(-1)!.content).toContain('not valid JSON');
  });

  test('sends the schema errors back and accepts the corrected object', async () => {
    const spec = validSpec();
    const broken = { ...spec, app: { ...spec.app, packageName: 'Not A Package' } };
    fake.enqueue({ content: answerText(broken) }, { content: answerText(spec) });

    const result = await model().generate({ prompt: 'A todo list', history: [] });

    expect(result.spec).toEqual(spec);
    expect(messagesOf(fake.requests[1]!.body).at(-1)!.content).toContain('spec.app.packageName: Package names look like com.example.app');
  });

  test('treats undeclared state variables as errors to repair, not only schema errors', async () => {
    const spec = counterWithUndeclaredVariable();
    fake.enqueue({ content: answerText(spec) }, { content: answerText(validSpec('A simple counter app')) });

    const result = await model().generate({ prompt: 'A counter', history: [] });

    expect(result.spec.app.kind).toBe('counter');
    expect(messagesOf(fake.requests[1]!.body).at(-1)!.content).toContain('missingCount');
  });

  test('fails with GENERATION_FAILED after three repair rounds that stay schema-invalid', async () => {
    const broken = { ...validSpec(), screens: [] };
    const answer = { content: answerText(broken as unknown as AppSpec) };
    fake.enqueue(answer, answer, answer, answer);
    const progress: string[] = [];

    const error = await failure(model().generate({ prompt: 'A todo list', history: [], onProgress: (m) => progress.push(m) }));

    expect(error.reason).toBe('invalid_answer');
    expect(error.message).toMatch(/did not return a usable app/);
    expect(fake.requests).toHaveLength(1 + MAX_REPAIR_ROUNDS);
    expect(progress).toEqual(['Asking the model', "Correcting the model's answer (1 of 3)", "Correcting the model's answer (2 of 3)", "Correcting the model's answer (3 of 3)"]);
  });

  test('sends the findings of the project checks back, not only schema errors', async () => {
    const spec = validSpec('A simple counter app');
    const checked: AppSpec[] = [];
    const strict = createLlmModel({
      name: 'compatible:fake-model',
      provider: createProviderModel({ provider: 'openai-compatible', model: 'fake-model', baseUrl: fake.url, apiKey: null }),
      timeoutMs: 5_000,
      projectChecks: (s) => (checked.push(s) === 1 ? ['The app built from this spec fails a check in MainActivity.kt:3: Unresolved reference: Buton'] : []),
    });
    fake.enqueue({ content: answerText(spec, 'First try.') }, { content: answerText(spec, 'Fixed.') });

    const result = await strict.generate({ prompt: 'A counter', history: [] });

    expect(result.summary).toBe('Fixed.');
    expect(checked).toHaveLength(2);
    expect(messagesOf(fake.requests[1]!.body).at(-1)!.content).toContain('Unresolved reference: Buton');
  });

  test('the project checks of a composer-built spec find nothing to repair', () => {
    expect(checkProject(emitProject(validSpec('A simple counter app')).files).filter((f) => f.severity === 'error')).toEqual([]);
  });

  test('passes a refusal on without a spec, so the caller can charge nothing', async () => {
    const refusal = { reason: 'not_understood', message: 'I could not tell what app you want.', suggestions: ['A todo list with due dates', 'A tip calculator'] };
    fake.enqueue({ content: JSON.stringify({ summary: refusal.message, refusal }) });

    const error = await model().generate({ prompt: 'blorp', history: [] }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GenerationRefusedError);
    expect((error as GenerationRefusedError).refusal).toEqual(refusal);
  });

  test('returns the report the model wrote, and builds one from the features when it wrote none', async () => {
    const spec = validSpec();
    const report = { built: ['Add and delete tasks'], notBuilt: [{ request: 'sync with Google', reason: 'Generated apps work offline.' }] };
    fake.enqueue({ content: JSON.stringify({ summary: 'Done.', spec, report }) }, { content: answerText(spec) });

    expect((await model().generate({ prompt: 'A todo list synced with Google', history: [] })).report).toEqual(report);
    expect((await model().generate({ prompt: 'A todo list', history: [] })).report).toEqual({ built: spec.app.features, notBuilt: [] });
  });

  test('fails with a timeout message when the provider answers too slowly', async () => {
    fake.enqueue({ content: answerText(validSpec()), delayMs: 3_000 });

    const error = await failure(model(150).generate({ prompt: 'A todo list', history: [] }));

    expect(error.reason).toBe('timeout');
    expect(error.message).toMatch(/timed out/);
  });

  test('stops when the caller cancels', async () => {
    fake.enqueue({ content: answerText(validSpec()), delayMs: 3_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);

    const error = await failure(model().generate({ prompt: 'A todo list', history: [], signal: controller.signal }));

    expect(error.reason).toBe('cancelled');
  });

  test('reports rate limiting after one short retry', async () => {
    const limited = { status: 429, headers: { 'retry-after-ms': '5' }, body: { error: { message: 'Rate limit reached', type: 'requests' } } };
    fake.enqueue(limited, limited);

    const error = await failure(model().generate({ prompt: 'A todo list', history: [] }));

    expect(error.reason).toBe('rate_limited');
    expect(error.message).toMatch(/rate limiting/);
    expect(fake.requests).toHaveLength(2);
  });

  test('reports a provider error on HTTP 500', async () => {
    const broken = { status: 500, headers: { 'retry-after-ms': '5' }, body: { error: { message: 'The server had an error', type: 'server_error' } } };
    fake.enqueue(broken, broken);

    const error = await failure(model().generate({ prompt: 'A todo list', history: [] }));

    expect(error.reason).toBe('provider_error');
    expect(error.message).toMatch(/internal error \(HTTP 500\)/);
  });

  test('reports rejected credentials without retrying', async () => {
    fake.enqueue({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });

    const error = await failure(model().generate({ prompt: 'A todo list', history: [] }));

    expect(error.reason).toBe('auth');
    expect(fake.requests).toHaveLength(1);
  });
});

test('reports an unreachable provider', async () => {
  fake.enqueue({ dropConnection: true });
  const unreachable = createAppModel(fakeLlmConfig(fake.url), undefined, { maxRetries: 0 });

  const error = await failure(unreachable.generate({ prompt: 'A todo list', history: [] }));

  expect(error.reason).toBe('unreachable');
  expect(error.message).toMatch(/Could not reach the AI provider/);
});

function counterWithUndeclaredVariable(): AppSpec {
  const spec = validSpec('A simple counter app');
  const screen = spec.screens[0]!;
  const button = { type: 'button' as const, id: 'bad_button', label: 'Bad', style: 'filled' as const, onClick: [{ do: 'increment' as const, var: 'missingCount', by: '1' }] };
  return { ...spec, screens: [{ ...screen, children: [...screen.children, button] }, ...spec.screens.slice(1)] };
}
