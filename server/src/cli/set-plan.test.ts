import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditLog, users } from '../db/schema';
import { useTestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { signUp } from '../testing/users';
import { setPlan } from './set-plan';

describe.each(testDatabaseKinds())('set-plan on $name', (kind) => {
  const t = useTestApp(kind);

  test('sets the tier and writes an audit entry naming the old and new plan', async () => {
    const { email, user } = await signUp(t.app);
    expect(await setPlan(t.app.db, email.toUpperCase(), 'pro')).toEqual({ ok: true, from: 'free', to: 'pro' });
    const [row] = await t.app.db.select({ tier: users.tier }).from(users).where(eq(users.id, user.id));
    expect(row!.tier).toBe('pro');
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, user.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'user.plan_set', actorEmail: 'cli', details: { from: 'free', to: 'pro' } });
  });

  test('refuses an unknown plan and an unknown account without changing anything', async () => {
    const { email, user } = await signUp(t.app);
    expect(await setPlan(t.app.db, email, 'platinum')).toEqual({ ok: false, reason: 'UNKNOWN_TIER' });
    expect(await setPlan(t.app.db, 'nobody@example.com', 'pro')).toEqual({ ok: false, reason: 'NO_SUCH_USER' });
    const [row] = await t.app.db.select({ tier: users.tier }).from(users).where(eq(users.id, user.id));
    expect(row!.tier).toBe('free');
  });
});
