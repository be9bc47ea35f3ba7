import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditLedger, projectVersions, projects } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { ledgerSum } from '../credits/credits.service';
import { REPORT_LIMITS } from '@droidforge/contracts';

const EXPENSES_WITH_CAMERA = 'Expense tracker with amount, category and note. Would be great if it could scan receipts with the camera too.';

describe.each(testDatabaseKinds())('what a generation built and did not build, on $name', (kind) => {
  const t = useTestApp(kind);
  const generate = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/generate/app', headers: bearer(token), payload });
  const detail = async (token: string, id: string) => (await t.app.inject({ method: 'GET', url: `/api/generate/project/${id}`, headers: bearer(token) })).json();

  test('a generation answers its report, stores it on the version and shows it under the answer in the chat', async () => {
    const { token } = await signUp(t.app);
    const res = await generate(token, { prompt: EXPENSES_WITH_CAMERA });
    expect(res.statusCode).toBe(200);
    const { report, projectId } = res.json();
    expect(report.built.length).toBeGreaterThan(0);
    expect(report.notBuilt).toContainEqual({ request: expect.stringMatching(/camera|receipt/), reason: expect.stringMatching(/camera/) });
    const [version] = await t.app.db.select({ report: projectVersions.report }).from(projectVersions).where(eq(projectVersions.projectId, projectId));
    expect(version!.report).toEqual(report);
    const chat = (await detail(token, projectId)).chat_history;
    expect(chat[0]).toEqual({ role: 'user', content: EXPENSES_WITH_CAMERA });
    expect(chat[1].report).toEqual(report);
  });

  test('a part not built that runs on for hundreds of characters is cut to the report\'s limit, so the reply still matches its contract', async () => {
    const { token } = await signUp(t.app);
    const camera = `with the camera ${'whenever somebody from our big happy household buys new groceries or changes quantities or removes items '.repeat(5)}`;
    const prompt = `Expense tracker with amount, category and note. Would be great if it could scan receipts ${camera}`;
    const res = await generate(token, { prompt });
    expect(res.statusCode, res.body).toBe(200);
    const requests: string[] = res.json().report.notBuilt.map((n: { request: string }) => n.request);
    expect(requests.some((r) => r.length === REPORT_LIMITS.request && r.endsWith('…'))).toBe(true);
    expect(Math.max(...requests.map((r) => r.length))).toBeLessThanOrEqual(REPORT_LIMITS.request);
  });

  test('a refinement that is partly understood applies the part, charges for it and reports the rest', async () => {
    const { token } = await signUp(t.app);
    const first = (await generate(token, { prompt: 'A simple counter app with plus and minus buttons' })).json();
    const res = await generate(token, { prompt: 'add a +10 button and sync the count to the cloud', projectId: first.projectId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, creditsUsed: 50, report: { built: [expect.stringContaining('+10')], notBuilt: [{ request: 'sync the count to the cloud', reason: expect.stringContaining('online storage') }] } });
    const [v2] = await t.app.db.select({ report: projectVersions.report }).from(projectVersions).where(and(eq(projectVersions.projectId, first.projectId), eq(projectVersions.n, 2)));
    expect(v2!.report).toEqual(res.json().report);
  });

  test.each([
    ['PROMPT_NOT_UNDERSTOOD', 'asdf qwer zxcv'],
    ['LANGUAGE_NOT_SUPPORTED', 'Una aplicación para apuntar mis gastos del mes'],
  ])('a prompt the composer refuses answers 422 %s with suggestions and leaves the ledger as it was', async (code, prompt) => {
    const { token, user } = await signUp(t.app);
    const res = await generate(token, { prompt });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error.code).toBe(code);
    expect(body.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
    // The reservation was released: the ledger nets to zero for this attempt and the balance is untouched.
    const entries = await t.app.db.select({ delta: creditLedger.delta, reason: creditLedger.reason }).from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(entries.filter((e) => e.reason !== 'grant').reduce((sum, e) => sum + e.delta, 0)).toBe(0);
    expect(await ledgerSum(t.app.db, user.id)).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(token) })).json().credits).toBe(500);
    expect(await t.app.db.select().from(projects).where(eq(projects.userId, user.id))).toEqual([]);
  });

  test('a refusal over the progress stream is an error event with the suggestions', async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/generate/stream', headers: bearer(token), payload: { prompt: 'asdf qwer zxcv' } });
    const error = res.body.split('\n\n').find((e) => e.startsWith('event: error'));
    const data = JSON.parse(error!.split('\ndata: ')[1]!);
    expect(data.error.code).toBe('PROMPT_NOT_UNDERSTOOD');
    expect(data.suggestions.length).toBeGreaterThanOrEqual(2);
  });
});
