import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { builds, creditLedger, fixAttempts, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { bearer } from '../../testing/users';
import { fakeBuildBackend, fixToEnd, useBuildTestApp, userWithProject } from './testing/build-test-app';

describe.each(testDatabaseKinds())('Fix with AI on $name', (kind) => {
  const backend = fakeBuildBackend();
  const t = useBuildTestApp(kind, () => backend);
  const fix = (token: string, projectId: string) => fixToEnd(t.app, backend, token, projectId);
  const post = (token: string, projectId: string) => t.app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: {} });

  /** Saves MainActivity with a near-miss R.id (the checks find it; the offline rule repairs it). */
  async function breakProject(token: string, projectId: string) {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
    const [file, source] = Object.entries(detail.files as Record<string, string>).find(([p]) => p.endsWith('/MainActivity.kt'))!;
    const id = [...source.matchAll(/R\.id\.(\w{6,})/g)].map((m) => m[1]!).sort((a, b) => b.length - a.length)[0]!;
    const broken = source.replace(`R.id.${id}`, `R.id.${id.slice(0, -2)}${id.slice(-1)}`);
    expect((await t.app.inject({ method: 'PUT', url: `/api/generate/project/${projectId}`, headers: bearer(token), payload: { files: { [file]: broken } } })).statusCode).toBe(200);
    return { file, source };
  }

  const ledger = async (userId: string, reason: 'fix' | 'refund') =>
    (await t.app.db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)))).length;
  const credits = async (userId: string) => (await t.app.db.select({ c: users.credits }).from(users).where(eq(users.id, userId)))[0]!.c;
  const failWith = (message: string) => {
    backend.verdict = { ok: false, message };
  };

  test('queues the repaired files as a build run by the worker, then stores the new version and charges 25 credits', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    const { file, source } = await breakProject(token, projectId);
    const before = backend.compiled.length;
    const res = await post(token, projectId);
    expect(res.statusCode, res.body).toBe(202);
    // Nothing is compiled inside the request: the build queue holds a fix with the repaired files.
    expect(backend.compiled.length).toBe(before);
    const [queued] = await t.app.db.select().from(builds).where(eq(builds.id, res.json().buildId));
    expect(queued).toMatchObject({ kind: 'fix', status: 'queued' });
    expect(backend.queued).toBeGreaterThan(0);

    await backend.finishQueued(t.app.db);
    expect(backend.compiled.at(-1)![file]).toBe(source);
    const build = (await t.app.inject({ method: 'GET', url: `/api/build/${res.json().buildId}`, headers: bearer(token) })).json();
    expect(build.fix).toMatchObject({ ok: true, version: 3, creditsUsed: 25 });
    expect(build.version).toBe(3);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
    expect(detail).toMatchObject({ current_version: 3, status: 'built' });
    expect(detail.files[file]).toBe(source);
    expect(await credits(user.id)).toBe(375);
    expect(await ledger(user.id, 'fix')).toBe(1);
  });

  test('streams a fix like a build and ends with its outcome', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    const res = await post(token, projectId);
    await backend.finishQueued(t.app.db);
    const events = await t.app.inject({ method: 'GET', url: `/api/build/${res.json().buildId}/events`, headers: bearer(token) });
    expect(events.body).toContain('event: progress');
    const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(events.body)![1]!);
    expect(done).toMatchObject({ kind: 'fix', status: 'succeeded', fix: { ok: true, version: 3 } });
  });

  test('refunds the 25 credits and keeps the version when the repaired code does not build', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    failWith('kotlinc failed');
    try {
      const { outcome } = await fix(token, projectId);
      expect(outcome).toMatchObject({ ok: false });
      expect(outcome!.ok === false && outcome!.message).toMatch(/still does not build.*Nothing was charged/);
    } finally {
      backend.verdict = { ok: true };
    }
    expect(await credits(user.id)).toBe(400);
    expect(await ledger(user.id, 'refund')).toBe(1);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
    expect(detail.current_version).toBe(2);
  });

  test('never charges twice for the same error signature on a project', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    expect((await fix(token, projectId)).outcome).toMatchObject({ creditsUsed: 25 });
    // The same mistake made again by hand: the same findings, so the repair is free.
    await t.app.inject({ method: 'POST', url: `/api/generate/project/${projectId}/versions/2/restore`, headers: bearer(token) });
    const second = await fix(token, projectId);
    expect(second.res.statusCode, second.res.body).toBe(202);
    expect(second.outcome).toMatchObject({ ok: true, creditsUsed: 0 });
    expect(await ledger(user.id, 'fix')).toBe(1);
  });

  test('allows three attempts per version, then answers FIX_LIMIT_REACHED', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    failWith('still broken');
    try {
      for (let i = 0; i < 3; i++) {
        const { res, outcome } = await fix(token, projectId);
        expect(outcome, res.body).toMatchObject({ ok: false });
      }
      const fourth = await post(token, projectId);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.code).toBe('FIX_LIMIT_REACHED');
    } finally {
      backend.verdict = { ok: true };
    }
  });

  test('parallel fix requests take at most three attempts and queue one job', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    const replies = await Promise.all(Array.from({ length: 6 }, () => post(token, projectId)));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.every((s) => [202, 409, 429].includes(s)), statuses.join()).toBe(true);
    const attempts = await t.app.db.select().from(fixAttempts).where(eq(fixAttempts.projectId, projectId));
    expect(attempts.length).toBeLessThanOrEqual(3);
    expect(await credits(user.id)).toBe(375);
    await backend.finishQueued(t.app.db);
  });

  test('obeys the plan like builds: the Free plan gets PLAN_REQUIRED before any work', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'free');
    await breakProject(token, projectId);
    const res = await post(token, projectId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PLAN_REQUIRED');
    expect(await t.app.db.select().from(fixAttempts).where(eq(fixAttempts.projectId, projectId))).toHaveLength(0);
    expect(await credits(user.id)).toBe(400);
  });

  test('answers INSUFFICIENT_CREDITS before any work when the balance is below 25', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    await t.app.db.update(users).set({ credits: 10 }).where(eq(users.id, user.id));
    const res = await post(token, projectId);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await t.app.db.select().from(builds).where(eq(builds.projectId, projectId))).toHaveLength(0);
  });

  test('answers FIX_FAILED when there is nothing to fix', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    const res = await post(token, projectId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/nothing to fix/);
  });

  test('a fix that finished while nobody watched is settled by the scheduled job', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    const res = await post(token, projectId);
    await backend.finishQueued(t.app.db);
    await t.app.scheduler.runNow('settle-fixes', { now: new Date() });
    const [row] = await t.app.db.select().from(builds).where(eq(builds.id, res.json().buildId));
    expect(row!.fixSettledAt).not.toBeNull();
    expect(row!.fixResult).toMatchObject({ ok: true, version: 3 });
  });
});
