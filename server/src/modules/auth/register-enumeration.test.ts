import { describe, expect, test, vi } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { GOOD_PASSWORD, uniqueEmail } from '../../testing/users';
import type { Mailer } from '../mail/mailer';
import * as passwords from '../../lib/passwords';

// Counts the argon2 hashes registration pays for; the real hash still runs.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

/** A mail server that is slow to answer: registration must not wait for it either way. */
function stalledMailer(): Mailer & { release(): void; sent: string[] } {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  return {
    mode: 'dev',
    sent,
    release: () => release(),
    async send(message) {
      await gate;
      sent.push(message.subject);
    },
  };
}

describe('registration does not tell whether an email has an account', () => {
  const mailer = stalledMailer();
  const t = useTestApp(testDatabaseKinds()[0]!, {}, { mailer });

  test('a new and a known email both pay one password hash and answer before any mail is sent', async () => {
    const known = uniqueEmail('known');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Known', email: known, password: GOOD_PASSWORD } })).statusCode).toBe(201);
    const hash = vi.mocked(passwords.hashPassword);
    const answers = [];
    for (const address of [uniqueEmail('fresh'), known]) {
      hash.mockClear();
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Someone', email: address, password: 'another good one' } });
      expect(hash).toHaveBeenCalledTimes(1);
      answers.push({ status: res.statusCode, keys: Object.keys(res.json()).sort(), message: res.json().message });
    }
    expect(mailer.sent).toEqual([]);
    expect(answers[0]).toEqual(answers[1]);
    mailer.release();
    await t.app.background.drain();
    expect(mailer.sent.sort()).toEqual(['Verify your Droidforge email address', 'Verify your Droidforge email address', 'You already have a Droidforge account'].sort());
  });
});
