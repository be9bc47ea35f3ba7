import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { sha256Hex } from '../../lib/tokens';
import { validateSession } from './sessions';

describe.each(testDatabaseKinds())('sessions on $name', (kind) => {
  const t = useTestApp(kind);

  test('issues id.secret tokens and stores only a hash of the secret', async () => {
    const { token } = await signUp(t.app);
    const [id, secret] = token.split('.');
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, id!));
    expect(row!.secretHash).toBe(sha256Hex(secret!));
    expect(row!.secretHash).not.toContain(secret!);
  });

  test('refuses an expired session and removes it', async () => {
    const { token } = await signUp(t.app);
    const id = token.split('.')[0]!;
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(sessions.id, id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
    expect(await t.app.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });

  test('slides the expiry forward when less than half of the lifetime is left', async () => {
    const { token } = await signUp(t.app);
    const id = token.split('.')[0]!;
    const soon = new Date(Date.now() + 60_000);
    await t.app.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.id, id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + t.app.config.sessionTtlMs - 60_000);
  });

  test('the session lookup (a raw prepared read) gives the same user row as the ORM, every column in its type', async () => {
    const { token } = await signUp(t.app);
    const id = token.split('.')[0]!;
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.id, id));
    await t.app.db.update(users).set({ emailVerifiedAt: new Date('2026-01-02T03:04:05.678Z'), credits: 7 }).where(eq(users.id, session!.userId));
    const [user] = await t.app.db.select().from(users).where(eq(users.id, session!.userId));
    const found = await validateSession(t.app.database, token, t.app.config.sessionTtlMs);
    expect(found).toEqual({ sessionId: id, user });
    expect(found!.user.createdAt).toBeInstanceOf(Date);
  });
});
