import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { bearer, signUp } from '../../testing/users';
import { sha256Hex } from '../../lib/tokens';

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
});
