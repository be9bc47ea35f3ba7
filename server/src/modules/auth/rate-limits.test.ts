import { describe, expect, test } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { GOOD_PASSWORD, signUp, uniqueEmail } from '../../testing/users';

const pglite = testDatabaseKinds()[0]!;
const windowMs = 15 * 60 * 1000;

describe('brute-force limits', () => {
  const t = useTestApp(pglite, {
    rateLimits: { loginPerIp: 8, loginPerAccount: 3, registerPerIp: 4, resendPerIp: 50, resendPerAccount: 2, windowMs },
  });
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  test('locks an account after repeated wrong passwords, even from many addresses, with a clear 429', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong password', `10.0.1.${i}`)).statusCode).toBe(401);
    const locked = await login(email, password, '10.0.1.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(locked.json().error.message).toMatch(/too many attempts/i);
  });

  test('throttles one address trying many accounts and answers the same body as the account bucket', async () => {
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await login(uniqueEmail('spray'), 'wrong password', '10.0.2.1'));
    expect(answers.slice(0, 8).every((a) => a.statusCode === 401)).toBe(true);
    expect(answers[8]!.statusCode).toBe(429);
    expect(answers[8]!.json().error.code).toBe('RATE_LIMITED');
  });

  test('limits registrations per address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'R', email: uniqueEmail('reg'), password: GOOD_PASSWORD },
        remoteAddress: '10.0.3.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  test('limits verification resends per account whatever the address', async () => {
    const email = uniqueEmail('resend');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, remoteAddress: `10.0.4.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
