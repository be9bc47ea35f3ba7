import { beforeEach, describe, expect, test } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { bearer } from '../../testing/users';
import { messagesOf } from '../ai/testing/answers';
import { breakWithMissingString, fixCharges, projectFiles, projectFromModel, repairAnswer, setUpFixAiApp } from './testing/fix-ai-fixtures';
import { fixToEnd, userWithProject } from './testing/build-test-app';

describe.each(testDatabaseKinds())('Fix with AI through the configured model on $name', (kind) => {
  const t = setUpFixAiApp(() => kind.open());
  beforeEach(() => {
    t.backend.verdict = { ok: true };
  });

  const fix = (token: string, projectId: string) => fixToEnd(t.app, t.backend, token, projectId);
  const credits = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json().credits;

  test('repairs a Kotlin error the offline rules cannot fix with the model, compiles it, and charges once', async () => {
    const { token, projectId, user } = await projectFromModel(t.app, t.fake);
    const { file, original } = await breakWithMissingString(t.app, token, projectId);
    t.fake.enqueue({ content: repairAnswer({ [file]: original }) });
    const compiledBefore = t.backend.compiled.length;

    const { res, outcome } = await fix(token, projectId);

    expect(res.statusCode, res.body).toBe(202);
    expect(outcome).toMatchObject({ ok: true, creditsUsed: 25, version: 3 });
    expect(await credits(token)).toBe(375);
    expect(outcome!.changes.join('\n')).toContain('Removed the read of a string that does not exist.');
    expect(t.backend.compiled.slice(compiledBefore).map((files) => files[file])).toEqual([original]);
    expect((await projectFiles(t.app, token, projectId)).files[file]).toBe(original);
    expect(await fixCharges(t.app, user.id)).toBe(1);
    const sent = messagesOf(t.fake.requests[0]!.body).at(-1)!.content;
    expect(sent).toContain(`${file}:`);
    expect(sent).toContain('R.string.not_there_at_all');
    expect(sent).not.toContain('app/build.gradle');
  });

  test.each(['app/build.gradle', '../x'])('refuses a model answer that writes %s: nothing is written, compiled or charged', async (badPath) => {
    const { token, projectId, user } = await projectFromModel(t.app, t.fake);
    const { file, original, broken } = await breakWithMissingString(t.app, token, projectId);
    t.fake.enqueue({ content: repairAnswer({ [file]: original, [badPath]: 'task evil {}' }) }, { content: repairAnswer({ [badPath]: 'task evil {}' }) });
    const compiledBefore = t.backend.compiled.length;

    const { res } = await fix(token, projectId);

    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('FIX_FAILED');
    expect(res.json().error.message).toContain(badPath);
    expect(res.json().error.message).toMatch(/Nothing was charged/);
    expect(t.backend.compiled.length).toBe(compiledBefore);
    const after = await projectFiles(t.app, token, projectId);
    expect(after.version).toBe(2);
    expect(after.files[file]).toBe(broken);
    expect(after.files[badPath]).not.toBe('task evil {}');
    expect(await fixCharges(t.app, user.id)).toBe(0);
  });

  test('answers FIX_FAILED and charges nothing when the model answer still does not compile', async () => {
    const { token, projectId, user } = await projectFromModel(t.app, t.fake);
    const { file, original } = await breakWithMissingString(t.app, token, projectId);
    t.fake.enqueue({ content: repairAnswer({ [file]: original }) });
    t.backend.verdict = { ok: false, message: 'kotlinc failed' };

    const { outcome } = await fix(token, projectId);

    expect(outcome).toMatchObject({ ok: false });
    expect(outcome!.ok === false && outcome!.message).toMatch(/still does not build.*Nothing was charged/);
    expect((await projectFiles(t.app, token, projectId)).version).toBe(2);
    // Taken when queued, refunded when it did not build.
    expect(await fixCharges(t.app, user.id)).toBe(1);
    expect(await credits(token)).toBe(400);
  });

  test('a failing model answers FIX_FAILED, charges nothing, and the attempt counts toward the three per version', async () => {
    const { token, projectId, user } = await projectFromModel(t.app, t.fake);
    await breakWithMissingString(t.app, token, projectId);
    for (let i = 0; i < 3; i++) {
      // The SDK retries a 5xx once, so each attempt takes two.
      t.fake.enqueue({ status: 500 }, { status: 500 });
      const { res } = await fix(token, projectId);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toMatch(/AI model could not repair.*internal error.*Nothing was charged/);
    }
    const fourth = await fix(token, projectId);
    expect(fourth.res.json().error.code).toBe('FIX_LIMIT_REACHED');
    expect(t.fake.requests).toHaveLength(6);
    expect(await fixCharges(t.app, user.id)).toBe(0);
  });

  test('does not call the model when the offline rules repair everything', async () => {
    const { token, projectId } = await projectFromModel(t.app, t.fake);
    const detail = (await projectFiles(t.app, token, projectId)).files;
    const [file, source] = Object.entries(detail).find(([p]) => p.endsWith('/MainActivity.kt'))!;
    // A near-miss id: the offline rule maps it back.
    const saved = await t.app.inject({ method: 'PUT', url: `/api/generate/project/${projectId}`, headers: bearer(token), payload: { files: { [file]: source.replace('R.id.count_text', 'R.id.count_tex') } } });
    expect(saved.statusCode).toBe(200);

    const { res, outcome } = await fix(token, projectId);

    expect(res.statusCode, res.body).toBe(202);
    expect(outcome).toMatchObject({ ok: true });
    expect(t.fake.requests).toHaveLength(0);
  });
});

describe('Fix with AI with the offline provider', () => {
  // Model and URL are set but the provider is offline: repairs must never reach the network.
  const t = setUpFixAiApp(() => testDatabaseKinds()[0]!.open(), 'offline');

  test('never calls the network and answers FIX_FAILED for an error only a model could repair', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakWithMissingString(t.app, token, projectId);

    const res = await t.app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: {} });

    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/could not be repaired automatically.*not_there_at_all/);
    expect(t.fake.requests).toHaveLength(0);
    expect(await fixCharges(t.app, user.id)).toBe(0);
  });
});
