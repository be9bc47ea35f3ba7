import type { LoginBody, LoginReply, RegisterBody, RegisterReply, ResendVerificationReply, VerifyEmailReply } from '@droidforge/contracts';
import { SIGNUP_CREDITS } from '@droidforge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { BackgroundTasks } from '../../lib/background';
import { changeCredits } from '../credits/credits.service';
import type { Mailer } from '../mail/mailer';
import { alreadyRegisteredMail, verificationMail } from '../mail/templates';
import { consumeEmailToken, findEmailToken, findUserByEmail, findUserById, insertEmailToken, insertUser, markEmailVerified } from './auth.queries';
import { toPublicUser } from './public-user';
import { createSession } from './sessions';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
}

export const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

export const AUTH_MESSAGES = {
  checkEmail: 'Registration successful! Please check your email to verify your account.',
  verified: 'Email verified successfully! You are now signed in.',
  resent: "If an account with that email exists and is not verified yet, we've sent a new verification link.",
} as const;

export async function register(deps: AuthDeps, body: RegisterBody): Promise<RegisterReply> {
  if (isCommonPassword(body.password)) {
    throw errors.weakPassword('This password is too common. Choose a longer, less predictable one.');
  }
  // A new and a known email take the same steps (one argon2 hash, one insert attempt, mail after
  // the reply), so neither the answer nor its timing tells whether the email has an account.
  const passwordHash = await hashPassword(body.password);
  const verifiedAt = deps.config.requireEmailVerification ? null : new Date();
  const user = await deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, { name: body.name, email: body.email, passwordHash, emailVerifiedAt: verifiedAt });
    if (!row) return null;
    const credits = await changeCredits(tx, { userId: row.id, delta: SIGNUP_CREDITS, reason: 'grant', refType: 'signup' });
    return { ...row, credits };
  });
  if (!user) {
    if (!deps.config.requireEmailVerification) throw errors.emailTaken();
    sendInBackground(deps, async () => {
      const existing = await findUserByEmail(deps.db, body.email);
      if (!existing) return;
      const mail = alreadyRegisteredMail(existing.name, `${deps.config.publicUrl}/login`);
      await deps.mailer.send({ to: existing.email, ...mail });
    });
    return { requiresVerification: true, message: AUTH_MESSAGES.checkEmail, email: body.email };
  }
  if (deps.config.requireEmailVerification) {
    sendInBackground(deps, () => sendVerification(deps, user.id, user.name, user.email));
    return { requiresVerification: true, message: AUTH_MESSAGES.checkEmail, email: user.email };
  }
  const token = await createSession(deps.db, user.id, deps.config.sessionTtlMs);
  return { user: toPublicUser(user), token };
}

export async function login(deps: AuthDeps, body: LoginBody): Promise<LoginReply> {
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) {
    await burnPasswordCheck(body.password);
    throw errors.invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw errors.invalidCredentials();
  // Only after a correct password do we reveal anything about the account's state.
  if (user.suspended) throw errors.accountSuspended();
  if (deps.config.requireEmailVerification && !user.emailVerifiedAt) throw errors.emailNotVerified(user.email);
  const token = await createSession(deps.db, user.id, deps.config.sessionTtlMs);
  return { user: toPublicUser(user), token };
}

export async function sendVerification(deps: AuthDeps, userId: string, name: string, email: string): Promise<void> {
  const token = randomToken(32);
  await insertEmailToken(deps.db, userId, sha256Hex(token), new Date(Date.now() + VERIFICATION_TTL_MS));
  const mail = verificationMail(name, `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`);
  await deps.mailer.send({ to: email, ...mail });
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<VerifyEmailReply> {
  const hash = sha256Hex(token);
  const row = await findEmailToken(deps.db, hash);
  if (!row || row.usedAt || row.purpose !== 'verify_email') throw errors.verificationTokenInvalid();
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw errors.verificationTokenInvalid();
  if (row.expiresAt.getTime() <= Date.now()) throw errors.verificationTokenExpired(user.email);
  if (!(await consumeEmailToken(deps.db, hash))) throw errors.verificationTokenInvalid();
  if (user.suspended) throw errors.accountSuspended();
  await markEmailVerified(deps.db, user.id);
  const sessionToken = await createSession(deps.db, user.id, deps.config.sessionTtlMs);
  return { message: AUTH_MESSAGES.verified, token: sessionToken, user: toPublicUser({ ...user, emailVerifiedAt: new Date() }) };
}

/**
 * Always answers the same message at once; the lookup and the mail happen after the reply, so
 * neither the text nor the timing tells whether the account exists.
 */
export function resendVerification(deps: AuthDeps, email: string): ResendVerificationReply {
  sendInBackground(deps, async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user || user.emailVerifiedAt || user.suspended) return;
    await sendVerification(deps, user.id, user.name, user.email);
  });
  return { message: AUTH_MESSAGES.resent };
}

function sendInBackground(deps: AuthDeps, work: () => Promise<void>): void {
  deps.background.run(work);
}
