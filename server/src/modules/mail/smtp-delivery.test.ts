import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { testDatabaseKinds } from '../../testing/databases';
import { useTestApp } from '../../testing/app';
import { GOOD_PASSWORD, uniqueEmail, verificationTokenFrom } from '../../testing/users';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback: the mail goes over the wire exactly as in production. */
const inbox: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('verification mail over SMTP', () => {
  const t = useTestApp(testDatabaseKinds()[0]!, () => ({ smtpUrl: `smtp://127.0.0.1:${port}` }));

  test('delivers the verification mail through the SMTP server and its link verifies the account', async () => {
    const email = uniqueEmail('smtp');
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Mailer', email, password: GOOD_PASSWORD } });
    expect(reg.statusCode).toBe(201);
    // Mail goes after the reply (registration must not wait for, or reveal, the mail server).
    await t.app.background.drain();
    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Subject: Verify your Droidforge email address/);
    // Quoted-printable may fold long lines: undo soft breaks and =3D before reading the link.
    const decoded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${verificationTokenFrom(decoded)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
  });

  test('the dev mailbox does not exist when mail goes over SMTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent('a@example.com')}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
