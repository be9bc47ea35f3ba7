import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog, users } from '../db/schema';
import { useTestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { bearer, signUp } from '../testing/users';
import { makeOperator } from './create-admin';

describe.each(testDatabaseKinds())('create-admin on $name', (kind) => {
  const t = useTestApp(kind);

  test('makes an existing account an admin, visible on its next request, with an audit entry', async () => {
    const { email, user, token } = await signUp(t.app);
    expect(await makeOperator(t.app.db, ` ${email.toUpperCase()} `, 'superadmin')).toEqual({ ok: true, id: user.id });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.role).toBe('superadmin');
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'user.role_set', actorEmail: 'cli', details: { role: 'superadmin' } });
  });

  test('refuses an unknown email and changes nothing', async () => {
    const { user } = await signUp(t.app);
    expect(await makeOperator(t.app.db, 'nobody-here@example.com', 'admin')).toEqual({ ok: false, reason: 'NO_SUCH_USER' });
    const [row] = await t.app.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('user');
  });
});
