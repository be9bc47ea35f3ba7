import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditLedger, projects, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { ledgerSum } from '../credits/credits.service';

const TODO = 'Todo list where I can add tasks, tick them off and delete them. Keep the tasks after I close the app.';

describe.each(testDatabaseKinds())('generation on $name', (kind) => {
  const t = useTestApp(kind);
  const generate = (token: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/generate/app', headers: { ...bearer(token), ...headers }, payload });

  test('generates a new project for 100 credits and answers the spec shape', async () => {
    const { token } = await signUp(t.app);
    const res = await generate(token, { prompt: TODO, conversationHistory: [] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ creditsUsed: 100, creditsRemaining: 400, version: 1, admobValidation: { integrated: false, warnings: [], requestedAds: [] } });
    expect(body.projectId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body.appData).sort()).toEqual(['additionalFiles', 'appName', 'description', 'features', 'layouts', 'mainActivity', 'packageName']);
    expect(body.appData.layouts['activity_main.xml']).toContain('<LinearLayout');
    expect(body.appData.mainActivity).toContain('class MainActivity');
    expect(body.appData.additionalFiles['app/src/main/AndroidManifest.xml']).toContain(body.appData.packageName);
  });

  test('refines a project for 50 credits into a new version that changes what was asked', async () => {
    const { token } = await signUp(t.app);
    const first = (await generate(token, { prompt: TODO })).json();
    const res = await generate(token, { prompt: 'rename the app to DoIt and use an orange theme', projectId: first.projectId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ projectId: first.projectId, creditsUsed: 50, creditsRemaining: 350, version: 2 });
    expect(body.appData.appName).toBe('DoIt');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/generate/project/${first.projectId}`, headers: bearer(token) })).json();
    expect(detail.current_version).toBe(2);
    expect(detail.chat_history.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.chat_history[2].content).toBe('rename the app to DoIt and use an orange theme');
  });

  test('a refinement that changes nothing is refused with the reason and not charged', async () => {
    const { token } = await signUp(t.app);
    const first = (await generate(token, { prompt: TODO })).json();
    const res = await generate(token, { prompt: 'xyzzy plugh', projectId: first.projectId });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('REFINEMENT_UNCLEAR');
    expect(res.json().error.message.length).toBeGreaterThan(10);
    const credits = await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) });
    expect(credits.json().credits).toBe(400);
  });

  test('refuses blank prompts, blank refinements and refinement without a project with the spec messages', async () => {
    const { token, user } = await signUp(t.app);
    const blank = await generate(token, { prompt: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toEqual({ code: 'PROMPT_REQUIRED', message: 'Please enter a prompt' });
    const project = (await generate(token, { prompt: TODO })).json();
    const blankRefine = await generate(token, { prompt: '', projectId: project.projectId });
    expect(blankRefine.json().error).toEqual({ code: 'REFINEMENT_REQUIRED', message: 'Please enter a refinement request' });
    const noProject = await generate(token, { prompt: 'make it blue', mode: 'refine' });
    expect(noProject.json().error).toEqual({ code: 'NO_PROJECT', message: 'Generate an app first before refining' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.credits).toBe(400);
  });

  test("answers 404 when refining another user's project and charges nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const project = (await generate(owner.token, { prompt: TODO })).json();
    const res = await generate(intruder.token, { prompt: 'make it red', projectId: project.projectId });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const credits = await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(intruder.token) });
    expect(credits.json().credits).toBe(500);
  });

  test('with 250 credits, 50 parallel generations give exactly 2 apps and 48 INSUFFICIENT_CREDITS, and the ledger sums to the balance', async () => {
    const { token, user } = await signUp(t.app);
    await t.app.db.update(users).set({ credits: 250 }).where(eq(users.id, user.id));
    await t.app.db.insert(creditLedger).values({ userId: user.id, delta: -250, balanceAfter: 250, reason: 'admin' });
    const results = await Promise.all(Array.from({ length: 50 }, () => generate(token, { prompt: 'A simple counter app with plus and minus buttons' })));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(48);
    expect(refused.every((r) => r.statusCode === 402 && r.json().error.code === 'INSUFFICIENT_CREDITS')).toBe(true);
    expect(refused[0]!.json().error.message).toMatch(/needs 100 credits but you have/);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.credits).toBe(50);
    expect(await ledgerSum(t.app.db, user.id)).toBe(50);
    const owned = await t.app.db.select().from(projects).where(eq(projects.userId, user.id));
    expect(owned).toHaveLength(2);
  });

  test('a retried request with the same Idempotency-Key is answered once and charged once', async () => {
    const { token } = await signUp(t.app);
    const headers = { 'idempotency-key': 'retry-test-0001' };
    const first = await generate(token, { prompt: TODO }, headers);
    const second = await generate(token, { prompt: TODO }, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().projectId).toBe(first.json().projectId);
    const credits = await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) });
    expect(credits.json().credits).toBe(400);
    const other = await generate(token, { prompt: 'A counter app' }, headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  test('a request that failed releases its Idempotency-Key, so the same retry runs again', async () => {
    const { token } = await signUp(t.app);
    const headers = { 'idempotency-key': 'retry-test-0002' };
    const blank = await generate(token, { prompt: '   ' }, headers);
    expect(blank.json().error.code).toBe('PROMPT_REQUIRED');
    const again = await generate(token, { prompt: '   ' }, headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('PROMPT_REQUIRED');
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  test("enforces the plan's app limit with the upgrade hint, counting deleted apps", async () => {
    const { token, user } = await signUp(t.app);
    await t.app.db.update(users).set({ credits: 10_000 }).where(eq(users.id, user.id));
    for (let i = 0; i < 5; i++) expect((await generate(token, { prompt: `A counter app number ${i}` })).statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/generate/projects', headers: bearer(token) })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/generate/project/${list.projects[0].id}`, headers: bearer(token) });
    const sixth = await generate(token, { prompt: 'One more counter' });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().error.code).toBe('APP_LIMIT_REACHED');
    expect(sixth.json().error.message).toMatch(/all 5 apps of the Free plan.*Upgrade to Starter/);
    await t.app.db.update(users).set({ tier: 'starter' }).where(eq(users.id, user.id));
    expect((await generate(token, { prompt: 'One more counter' })).statusCode).toBe(200);
  });

  test('streams stage progress and then the same result as server-sent events', async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/generate/stream', headers: bearer(token), payload: { prompt: TODO } });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body
      .trim()
      .split('\n\n')
      .map((chunk) => ({ event: /^event: (.+)$/m.exec(chunk)?.[1], data: JSON.parse(/^data: (.+)$/m.exec(chunk)?.[1] ?? 'null') }));
    const progress = events.filter((e) => e.event === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(4);
    expect(progress.map((e) => e.data.percent)).toEqual([...progress.map((e) => e.data.percent)].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ event: 'result', data: { creditsUsed: 100 } });
  });

  test('streams a clear error event for a blank prompt', async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/generate/stream', headers: bearer(token), payload: { prompt: '' } });
    expect(res.body).toContain('event: error');
    expect(res.body).toContain('Please enter a prompt');
  });

  test('requires a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/generate/app', payload: { prompt: TODO } });
    expect(res.statusCode).toBe(401);
  });
});
