import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../../testing/users';
import { fakeLlmConfig } from '../ai/testing/answers';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../ai/testing/fake-openai-server';
import { type ToolchainApp, runWithToolchain, startToolchainApp } from './testing/toolchain-app';
import { breakWithMissingString, fixCharges, projectFiles, projectFromModel, repairAnswer } from './testing/fix-ai-fixtures';

describe.runIf(runWithToolchain)('Fix with AI compiles the model repair with the real toolchain', () => {
  let fake: FakeOpenAiServer;
  let t: ToolchainApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await startToolchainApp({ worker: true, llm: fakeLlmConfig(fake.url, { timeoutMs: 10_000 }) });
    expect(t.toolchain).toMatchObject({ ready: true });
    app = t.app;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** Asks for a fix and follows its build's events to the end, as the web client does. */
  async function fix(token: string, projectId: string) {
    const res = await app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: {} });
    expect(res.statusCode, res.body).toBe(202);
    const events = await app.inject({ method: 'GET', url: `/api/build/${res.json().buildId}/events`, headers: bearer(token) });
    return JSON.parse(/event: done\ndata: (.*)\n/.exec(events.body)![1]!);
  }
  const credits = async (token: string) => (await app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json().credits;

  test('a model repair that compiles is stored and charged once', { timeout: 240_000 }, async () => {
    const { token, projectId, user } = await projectFromModel(app, fake);
    const { file, original } = await breakWithMissingString(app, token, projectId);
    fake.enqueue({ content: repairAnswer({ [file]: original }) });

    const build = await fix(token, projectId);

    expect(build.status, build.log).toBe('succeeded');
    expect(build.fix).toMatchObject({ ok: true, creditsUsed: 25, version: 3 });
    expect((await projectFiles(app, token, projectId)).files[file]).toBe(original);
    expect(await fixCharges(app, user.id)).toBe(1);
  });

  test('a model repair that kotlinc rejects fails in the worker and charges nothing', { timeout: 240_000 }, async () => {
    const { token, projectId, user } = await projectFromModel(app, fake);
    const { file, original } = await breakWithMissingString(app, token, projectId);
    // Passes our checks (an unknown function is only found by the compiler), fails kotlinc.
    const stillBroken = original.replace('super.onCreate(savedInstanceState)', 'super.onCreate(savedInstanceState)\n        val total = computeTotal(3)');
    fake.enqueue({ content: repairAnswer({ [file]: stillBroken }) });

    const build = await fix(token, projectId);

    expect(build).toMatchObject({ kind: 'fix', status: 'failed', step: 'compile' });
    expect(build.fix).toMatchObject({ ok: false });
    expect(build.fix.message).toMatch(/still does not build.*Nothing was charged/);
    expect((await projectFiles(app, token, projectId)).version).toBe(2);
    // Taken when queued, refunded when kotlinc refused it.
    expect(await fixCharges(app, user.id)).toBe(1);
    expect(await credits(token)).toBe(400);
  });
});
