import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { rateLimits } from '../../db/schema';
import { RATE_LIMITS_PRUNE } from '../rate-limits/rate-limits';
import { testDatabaseKinds } from '../../testing/databases';
import { testConfig, useTestApp } from '../../testing/app';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../testing/users';

const windowMs = 15 * 60 * 1000;
const limits = { loginPerAccountAddress: 3, loginPerAddress: 8, loginBaseDelayMs: 60_000, registerPerIp: 4, resendPerIp: 50, resendPerAccount: 2, windowMs, streamsPerUser: 4 };

describe.each(testDatabaseKinds())('brute-force limits on $name', (kind) => {
  const t = useTestApp(kind, { rateLimits: limits });
  const login = (email: string, password: string, ip: string, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  /** Lets every running delay end, as if the clock had moved past them. */
  const endDelays = () => t.app.db.update(rateLimits).set({ blockedUntil: sql`now() - interval '1 second'` });

  test("a stranger's wrong passwords never lock the owner out: the right password from another address signs in", async () => {
    const { email, password } = await signUp(t.app);
    const stranger = [];
    for (let i = 0; i < 6; i++) stranger.push((await login(email, 'wrong password', '10.0.1.1')).statusCode);
    expect(stranger).toEqual([401, 401, 401, 429, 429, 429]);
    // Even the right password is not checked from the address that is serving a delay.
    expect((await login(email, password, '10.0.1.1')).statusCode).toBe(429);
    const owner = await login(email, password, '10.0.1.2');
    expect(owner.statusCode).toBe(200);
    expect(typeof owner.json().token).toBe('string');
  });

  test('each further failure from the same address doubles the delay', async () => {
    const { email } = await signUp(t.app);
    const delays: number[] = [];
    for (let round = 0; round < 3; round++) {
      const tries = round === 0 ? 3 : 1;
      for (let i = 0; i < tries; i++) expect((await login(email, 'wrong password', '10.0.2.1')).statusCode).toBe(401);
      const blocked = await login(email, 'wrong password', '10.0.2.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      const rows = await t.app.db.select().from(rateLimits).where(sql`${rateLimits.blockedUntil} > now()`);
      delays.push(Math.max(...rows.map((r) => r.blockedUntil!.getTime() - r.updatedAt.getTime())));
      await endDelays();
    }
    expect(delays).toEqual([60_000, 120_000, 240_000]);
  });

  test('throttles one address trying many accounts, with the same answer as the account bucket', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await login(uniqueEmail('spray'), 'wrong password', '10.0.3.1'));
    expect(answers.slice(0, 8).every((a) => a.statusCode === 401)).toBe(true);
    expect(answers[8]!.statusCode).toBe(429);
    const { email } = await signUp(t.app);
    for (let i = 0; i < 3; i++) await login(email, 'wrong password', '10.0.3.2');
    const pairBlocked = await login(email, 'wrong password', '10.0.3.2');
    expect(pairBlocked.statusCode).toBe(429);
    expect(answers[8]!.json()).toEqual(pairBlocked.json());
  });

  test('stores no email or address in the limits table', async () => {
    const email = uniqueEmail('private');
    await login(email, 'wrong password', '10.0.4.77');
    const rows = await t.app.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(JSON.stringify(rows)).not.toContain('10.0.4.77');
  });

  test('two server processes on one database enforce the same numbers', async () => {
    const other = await buildApp(testConfig({ rateLimits: limits }), { database: t.database });
    try {
      const { email } = await signUp(t.app);
      for (let i = 0; i < 3; i++) expect((await login(email, 'wrong password', '10.0.5.1', i % 2 ? other : t.app)).statusCode).toBe(401);
      expect((await login(email, 'wrong password', '10.0.5.1', other)).statusCode).toBe(429);
      expect((await login(email, 'wrong password', '10.0.5.1', t.app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  test('the prune job drops buckets once their window and delay are over', async () => {
    await login(uniqueEmail('prune'), 'wrong password', '10.0.8.1');
    const latest = Math.max(...(await t.app.db.select().from(rateLimits)).map((r) => Math.max(r.updatedAt.getTime(), r.blockedUntil?.getTime() ?? 0)));
    expect(await t.app.scheduler.runNow(RATE_LIMITS_PRUNE, { now: new Date(Date.now() + 1000) })).toBe('ran');
    expect((await t.app.db.select().from(rateLimits)).length).toBeGreaterThan(0);
    expect(await t.app.scheduler.runNow(RATE_LIMITS_PRUNE, { now: new Date(latest + windowMs + 1000) })).toBe('ran');
    expect(await t.app.db.select().from(rateLimits)).toEqual([]);
  });

  test('limits registrations per address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'R', email: uniqueEmail('reg'), password: GOOD_PASSWORD },
        remoteAddress: '10.0.6.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  test('limits verification resends per account whatever the address', async () => {
    const email = uniqueEmail('resend');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, remoteAddress: `10.0.7.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
