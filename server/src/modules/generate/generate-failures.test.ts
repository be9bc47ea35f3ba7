import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { ledgerSum } from '../credits/credits.service';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../ai/testing/fake-openai-server';
import { answerText, fakeLlmConfig, validSpec } from '../ai/testing/answers';

/** The LLM provider is the outside edge: a fake OpenAI-compatible server on loopback stands in for it. */
let llm: FakeOpenAiServer;
beforeAll(async () => {
  llm = await startFakeOpenAiServer();
});
afterAll(() => llm.close());

describe.each(testDatabaseKinds())('generation through an LLM provider on $name', (kind) => {
  const t = useTestApp(kind, () => ({ llm: fakeLlmConfig(llm.url, { timeoutMs: 2000 }) }));
  const generate = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/generate/app', headers: bearer(token), payload });

  test('uses the configured provider and charges 100 credits for a valid app', async () => {
    const { token } = await signUp(t.app);
    llm.enqueue({ content: answerText(validSpec('A notes app called Jotter'), 'Built Jotter.') });
    const res = await generate(token, { prompt: 'A notes app called Jotter' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditsUsed: 100, creditsRemaining: 400, summary: 'Built Jotter.' });
  });

  test('refunds the credits and keeps no project when the provider fails', async () => {
    const { token, user } = await signUp(t.app);
    // With nothing else queued, any retry also meets a 500 from the fake server.
    llm.enqueue({ status: 500, body: { error: { message: 'boom' } } });
    const res = await generate(token, { prompt: 'A counter app' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('GENERATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json().credits).toBe(500);
    expect(await ledgerSum(t.app.db, user.id)).toBe(500);
    expect(await t.app.db.select().from(projects).where(eq(projects.userId, user.id))).toEqual([]);
  });

  test('refunds a refinement when the model answers with an invalid app through every repair round', async () => {
    const { token } = await signUp(t.app);
    llm.enqueue({ content: answerText(validSpec('A todo list'), 'Built it.') });
    const first = (await generate(token, { prompt: 'A todo list' })).json();
    llm.enqueue({ content: '{"summary":"x","spec":{"version":1}}' }, { content: 'not json at all' }, { content: '{"summary":"x"}' }, { content: 'still not json' });
    const res = await generate(token, { prompt: 'make it blue', projectId: first.projectId });
    expect(res.json().error.code).toBe('GENERATION_FAILED');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json().credits).toBe(400);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/generate/project/${first.projectId}`, headers: bearer(token) })).json();
    expect(detail.current_version).toBe(1);
  });

  test('a model that declines the prompt answers 422 with its suggestions and charges nothing', async () => {
    const { token, user } = await signUp(t.app);
    const refusal = { reason: 'not_understood', message: 'I could not tell what app you want.', suggestions: ['A tip calculator', 'A todo list with due dates'] };
    llm.enqueue({ content: JSON.stringify({ summary: refusal.message, refusal }) });
    const res = await generate(token, { prompt: 'do the thing' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: 'PROMPT_NOT_UNDERSTOOD', message: refusal.message }, suggestions: refusal.suggestions });
    expect(await ledgerSum(t.app.db, user.id)).toBe(500);
    expect(await t.app.db.select().from(projects).where(eq(projects.userId, user.id))).toEqual([]);
  });

  test('the stream shows the model being asked and its answer corrected', async () => {
    const { token } = await signUp(t.app);
    llm.enqueue({ content: 'not json' }, { content: answerText(validSpec('A notes app'), 'Built it.') });
    const res = await t.app.inject({ method: 'POST', url: '/api/generate/stream', headers: bearer(token), payload: { prompt: 'A notes app' } });
    const messages = res.body.split('\n\n').filter((e) => e.startsWith('event: progress')).map((e) => JSON.parse(e.split('\ndata: ')[1]!).message);
    expect(messages).toEqual(expect.arrayContaining(['Asking the model', "Correcting the model's answer (1 of 3)"]));
    expect(res.body).toContain('event: result');
  });
});
