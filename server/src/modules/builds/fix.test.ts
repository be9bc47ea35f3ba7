import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { creditLedger, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { bearer } from '../../testing/users';
import { fakeBuildBackend, useBuildTestApp, userWithProject } from './testing/build-test-app';

describe.each(testDatabaseKinds())('Fix with AI on $name', (kind) => {
  const backend = fakeBuildBackend();
  const t = useBuildTestApp(kind, () => backend);
  const fix = (token: string, projectId: string) => t.app.inject({ method: 'POST', url: `/api/build/fix/${projectId}`, headers: bearer(token), payload: {} });

  /** Saves MainActivity with a near-miss R.id (the checks find it; the offline rule repairs it). */
  async function breakProject(token: string, projectId: string) {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/generate/project/${projectId}`, headers: bearer(token) })).json();
    const [file, source] = Object.entries(detail.files as Record<string, string>).find(([p]) => p.endsWith('/MainActivity.kt'))!;
    const id = [...source.matchAll(/R\.id\.(\w{6,})/g)].map((m) => m[1]!).sort((a, b) => b.length - a.length)[0]!;
    const broken = source.replace(`R.id.${id}`, `R.id.${id.slice(0, -2)}${id.slice(-1)}`);
    expect((await t.app.inject({ method: 'PUT', url: `/api/generate/project/${projectId}`, headers: bearer(token), payload: { files: { [file]: broken } } })).statusCode).toBe(200);
  }

  const fixCharges = async (userId: string) => (await t.app.db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'fix')))).length;

  test('repairs from a fresh check when no build failed, compiles the result first, and charges 25 credits', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    const before = backend.compiled.length;
    const res = await fix(token, projectId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ creditsUsed: 25, creditsRemaining: 375, version: 3 });
    expect(backend.compiled.length).toBe(before + 1);
    expect(await fixCharges(user.id)).toBe(1);
  });

  test('answers FIX_FAILED and charges nothing when the repaired code does not compile', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    backend.compileVerdict = { ok: false, message: 'kotlinc failed', findings: [], log: '' };
    try {
      const res = await fix(token, projectId);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('FIX_FAILED');
      expect(res.json().error.message).toMatch(/Nothing was charged/);
    } finally {
      backend.compileVerdict = { ok: true, log: '' };
    }
    expect(await fixCharges(user.id)).toBe(0);
  });

  test('never charges twice for the same error signature on a project', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    expect((await fix(token, projectId)).json().creditsUsed).toBe(25);
    // The same mistake made again by hand: the same findings, so the repair is free.
    await t.app.inject({ method: 'POST', url: `/api/generate/project/${projectId}/versions/2/restore`, headers: bearer(token) });
    const second = await fix(token, projectId);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().creditsUsed).toBe(0);
    expect(await fixCharges(user.id)).toBe(1);
  });

  test('allows three attempts per version, then answers FIX_LIMIT_REACHED', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    backend.compileVerdict = { ok: false, message: 'still broken', findings: [], log: '' };
    try {
      for (let i = 0; i < 3; i++) expect((await fix(token, projectId)).statusCode).toBe(422);
      const fourth = await fix(token, projectId);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.code).toBe('FIX_LIMIT_REACHED');
    } finally {
      backend.compileVerdict = { ok: true, log: '' };
    }
  });

  test('answers INSUFFICIENT_CREDITS before any work when the balance is below 25', async () => {
    const { token, projectId, user } = await userWithProject(t.app, 'pro');
    await breakProject(token, projectId);
    await t.app.db.update(users).set({ credits: 10 }).where(eq(users.id, user.id));
    const before = backend.compiled.length;
    const res = await fix(token, projectId);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('INSUFFICIENT_CREDITS');
    expect(backend.compiled.length).toBe(before);
  });

  test('answers FIX_FAILED when there is nothing to fix', async () => {
    const { token, projectId } = await userWithProject(t.app, 'pro');
    const res = await fix(token, projectId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/nothing to fix/);
  });
});
