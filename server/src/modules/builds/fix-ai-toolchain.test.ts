import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer } from '../../testing/users';
import { fakeLlmConfig } from '../ai/testing/answers';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../ai/testing/fake-openai-server';
import { type ToolchainApp, runWithToolchain, startToolchainApp } from './testing/toolchain-app';
import { breakWithMissingString, fixCharges, projectFiles, projectFromModel, repairAnswer } from './fix-ai-fixtures';

describe.runIf(runWithToolchain)('Fix with AI compiles the model repair with the real toolchain', () => {
  let fake: FakeOpenAiServer;
  let t: ToolchainApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    t = await startToolchainApp({ worker: false, llm: fakeLlmConfig(fake.url, { timeoutMs: 10_000 }) });
    expect(t.toolchain).toMatchObject({ ready: true });
    app = t.app;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const fix = (token: string, projectId: string) => app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: {} });

  test('a model repair that compiles is stored and charged once', { timeout: 240_000 }, async () => {
    const { token, projectId, user } = await projectFromModel(app, fake);
    const { file, original } = await breakWithMissingString(app, token, projectId);
    fake.enqueue({ content: repairAnswer({ [file]: original }) });

    const res = await fix(token, projectId);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creditsUsed: 25, version: 3 });
    expect((await projectFiles(app, token, projectId)).files[file]).toBe(original);
    expect(await fixCharges(app, user.id)).toBe(1);
  });

  test('a model repair that kotlinc rejects answers FIX_FAILED and charges nothing', { timeout: 240_000 }, async () => {
    const { token, projectId, user } = await projectFromModel(app, fake);
    const { file, original } = await breakWithMissingString(app, token, projectId);
    // Passes our checks (an unknown function is only found by the compiler), fails kotlinc.
    const stillBroken = original.replace('super.onCreate(savedInstanceState)', 'super.onCreate(savedInstanceState)\n        val total = computeTotal(3)');
    fake.enqueue({ content: repairAnswer({ [file]: stillBroken }) });

    const res = await fix(token, projectId);

    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('FIX_FAILED');
    expect(res.json().error.message).toMatch(/still does not build.*Nothing was charged/);
    expect((await projectFiles(app, token, projectId)).version).toBe(2);
    expect(await fixCharges(app, user.id)).toBe(0);
  });
});
