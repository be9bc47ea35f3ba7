import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditLedger, emailTokens, users } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { GOOD_PASSWORD, bearer, signUp, uniqueEmail, verificationTokenFrom, waitForMail } from '../../testing/users';

describe.each(testDatabaseKinds())('accounts on $name', (kind) => {
  const t = useTestApp(kind);

  test('registers an account that must verify its email before logging in', async () => {
    const email = uniqueEmail();
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Ada', email, password: GOOD_PASSWORD } });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toMatchObject({ requiresVerification: true, email });
    expect(reg.json().token).toBeUndefined();

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: GOOD_PASSWORD } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ requiresVerification: true, email, error: { code: 'EMAIL_NOT_VERIFIED' } });
    expect(login.json().error.message).toMatch(/verify your email/i);
  });

  test('the mailed link verifies the email, signs the user in and grants 500 credits through the ledger', async () => {
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Grace', email, password: GOOD_PASSWORD } });
    const mail = await waitForMail(t.app, email);
    expect(mail.subject).toMatch(/verify/i);
    const token = verificationTokenFrom(mail.text);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/verified/i);
    expect(body.user).toMatchObject({ name: 'Grace', email, role: 'user', subscription_tier: 'free', credits: 500, email_verified: true });
    expect(body.user.password_hash).toBeUndefined();

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json().user.email).toBe(email);
    const credits = await t.app.inject({ method: 'GET', url: '/api/auth/credits', headers: bearer(body.token) });
    expect(credits.json()).toEqual({ credits: 500 });
    const ledger = await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, body.user.id));
    expect(ledger.map((l) => [l.delta, l.balanceAfter, l.reason])).toEqual([[500, 500, 'grant']]);
  });

  test('stores the verification token only as a hash and accepts it once', async () => {
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Lin', email, password: GOOD_PASSWORD } });
    const token = verificationTokenFrom((await waitForMail(t.app, email)).text);
    const stored = await t.app.db.select().from(emailTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    expect((await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('VERIFICATION_TOKEN_INVALID');
  });

  test('answers expired with the email for a link older than 24 hours, and resend mails a new one', async () => {
    const email = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Old', email, password: GOOD_PASSWORD } });
    const first = await waitForMail(t.app, email);
    const token = verificationTokenFrom(first.text);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    await t.app.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, user!.id));

    const res = await t.app.inject({ method: 'GET', url: `/api/api/auth/verify-email/${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ expired: true, email, error: { code: 'VERIFICATION_TOKEN_EXPIRED' } });

    const resend = await t.app.inject({ method: 'POST', url: '/api/api/auth/resend-verification', payload: { email } });
    expect(resend.statusCode).toBe(200);
    const second = await waitForMail(t.app, email, { afterId: first.id });
    const fresh = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${verificationTokenFrom(second.text)}` });
    expect(fresh.statusCode).toBe(200);
  });

  test('rejects a malformed verification link with a clear message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email/short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid verification link' });
  });

  test('resend gives the same answer for unknown, unverified and verified accounts', async () => {
    const { email: verified } = await signUp(t.app);
    const pending = uniqueEmail();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'P', email: pending, password: GOOD_PASSWORD } });
    const answers = await Promise.all(
      [verified, pending, uniqueEmail('nobody')].map((email) => t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  test('rejects wrong passwords and unknown emails with the same message', async () => {
    const { email } = await signUp(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not the password' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('ghost'), password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  test('logs in case-insensitively by email and logout revokes the session on the server', async () => {
    const { email, password } = await signUp(t.app);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: email.toUpperCase(), password } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  test('enforces password length 8 to 128 and refuses very common passwords', async () => {
    const post = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'P', email: uniqueEmail(), password } });
    const short = await post('1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: 'Password must be at least 8 characters' } });
    expect((await post('x'.repeat(129))).json().error.code).toBe('VALIDATION_FAILED');
    expect((await post('password123')).json().error.code).toBe('WEAK_PASSWORD');
    expect((await post('x'.repeat(128))).statusCode).toBe(201);
  });

  test('hashes passwords with argon2id at OWASP parameters', async () => {
    const { email } = await signUp(t.app);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row!.passwordHash);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });

  test('never lets the public API set a role, tier or credits', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Mallory', email, password: GOOD_PASSWORD, role: 'superadmin', tier: 'business', subscription_tier: 'business', credits: 999999 },
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'user', tier: 'free', credits: 500 });
  });

  test('registering an existing email answers like a new registration and mails the owner instead', async () => {
    const { email } = await signUp(t.app, { name: 'Owner' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Other', email, password: 'another good one' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requiresVerification: true });
    const mail = await waitForMail(t.app, email, { subject: /already have/i });
    expect(mail.text).toContain('/login');
  });

  test('a suspended user is refused at login and loses every open session at once', async () => {
    const { email, password, token } = await signUp(t.app);
    await t.app.db.update(users).set({ suspended: true }).where(eq(users.email, email));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });

  test('a deleted user loses every open session at once', async () => {
    const { email, token } = await signUp(t.app);
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, email));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  test('answers 401 with a stable code for missing, malformed and forged tokens', async () => {
    const { token } = await signUp(t.app);
    const forged = token.slice(0, token.indexOf('.') + 1) + 'A'.repeat(43);
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, bearer(forged), { authorization: `Basic ${token}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(['UNAUTHENTICATED', 'SESSION_EXPIRED']).toContain(res.json().error.code);
    }
  });

  test('names each invalid field in a validation error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: '', email: 'not-an-email', password: GOOD_PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ name: 'Name is required', email: 'Enter a valid email address' });
  });
});

describe('accounts without email verification', () => {
  const t = useTestApp(testDatabaseKinds()[0]!, { requireEmailVerification: false });

  test('register signs the user in at once and a second registration of the email is a conflict', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Quick', email, password: GOOD_PASSWORD } });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email, credits: 500, email_verified: true });
    expect(typeof res.json().token).toBe('string');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Quick', email, password: GOOD_PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('EMAIL_TAKEN');
  });
});
