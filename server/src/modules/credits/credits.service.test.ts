import { describe, expect, test } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { signUp } from '../../testing/users';
import { changeCredits, getCredits, ledgerSum } from './credits.service';

describe.each(testDatabaseKinds())('credit ledger on $name', (kind) => {
  const t = useTestApp(kind);

  test('never goes below zero under 20 concurrent spends and the ledger sums to the balance', async () => {
    const { user } = await signUp(t.app);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => changeCredits(t.app.db, { userId: user.id, delta: -100, reason: 'generate' })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(ok).toHaveLength(5);
    expect(refused.every((r) => r.reason.code === 'INSUFFICIENT_CREDITS')).toBe(true);
    expect(await getCredits(t.app.db, user.id)).toBe(0);
    expect(await ledgerSum(t.app.db, user.id)).toBe(0);
  });

  test('explains how many credits were needed and how many are left', async () => {
    const { user } = await signUp(t.app);
    await expect(changeCredits(t.app.db, { userId: user.id, delta: -600, reason: 'generate' })).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      message: expect.stringContaining('needs 600 credits but you have 500'),
    });
  });

  test('writes the balance after each change into the ledger', async () => {
    const { user } = await signUp(t.app);
    expect(await changeCredits(t.app.db, { userId: user.id, delta: -100, reason: 'generate', refType: 'project', refId: 'p1' })).toBe(400);
    expect(await changeCredits(t.app.db, { userId: user.id, delta: 100, reason: 'refund', refType: 'project', refId: 'p1' })).toBe(500);
    expect(await ledgerSum(t.app.db, user.id)).toBe(500);
  });
});
