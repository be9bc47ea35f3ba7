import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type CreditsReply,
  CreditsReplySchema,
  LoginBodySchema,
  LoginReplySchema,
  type MeReply,
  MeReplySchema,
  RegisterBodySchema,
  RegisterReplySchema,
  ResendVerificationBodySchema,
  ResendVerificationReplySchema,
  VerifyEmailParamsSchema,
  VerifyEmailReplySchema,
} from '@droidforge/contracts';
import { AppError, errors } from '../../errors';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { replies } from '../../plugins/reply-schemas';
import { assertRegistrationsOpen } from '../settings/settings.service';
import { type AuthDeps, login, register, resendVerification, verifyEmail } from './auth.service';
import { toPublicUser } from './public-user';
import { revokeSession } from './sessions';
import { type LoginThrottle, loginThrottle } from './login-throttle';
import { consumeOrThrow, rateLimitsPruneJob } from '../rate-limits/rate-limits';

export async function authRoutes(app: FastifyInstance) {
  app.scheduler.register(rateLimitsPruneJob);
  const limits = app.config.rateLimits;
  const windowLimit = (points: number) => ({ points, windowMs: limits.windowMs });
  const deps = (): AuthDeps => ({ db: app.db, config: app.config, mailer: app.mailer, log: app.log, background: app.background });

  app.post('/api/auth/register', replies({ 201: RegisterReplySchema }), async (request, reply) => {
    const body = parseWith(RegisterBodySchema, request.body);
    await consumeOrThrow(app.db, `register:ip:${request.ip}`, windowLimit(limits.registerPerIp));
    await assertRegistrationsOpen(app.db);
    const result = await register(deps(), body);
    return reply.code(201).send(result);
  });

  app.post('/api/auth/login', replies({ 200: LoginReplySchema }), async (request) => {
    const body = parseWith(LoginBodySchema, request.body);
    const throttle: LoginThrottle = loginThrottle(app.db, limits, body.email, request.ip);
    await throttle.ensureAllowed();
    try {
      const result = await login(deps(), body);
      await throttle.succeeded();
      return result;
    } catch (err) {
      if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') await throttle.failed();
      throw err;
    }
  });

  app.post('/api/auth/logout', { preHandler: app.authenticate }, async (request, reply) => {
    await revokeSession(app.db, request.auth!.sessionId);
    app.streams.endSession(request.auth!.sessionId);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { preHandler: app.authenticate, ...replies({ 200: MeReplySchema }) }, async (request): Promise<MeReply> => ({ user: toPublicUser(currentUser(request)) }));

  // The balance as read from the database by this request's session lookup (same row, same request):
  // a second query would only read it again.
  app.get('/api/auth/credits', { preHandler: app.authenticate, ...replies({ 200: CreditsReplySchema }) }, async (request): Promise<CreditsReply> => ({ credits: currentUser(request).credits }));

  const verify = async (request: FastifyRequest) => {
    const { token } = parseWith(VerifyEmailParamsSchema, request.params);
    return verifyEmail(deps(), token);
  };
  const resend = async (request: FastifyRequest) => {
    const { email } = parseWith(ResendVerificationBodySchema, request.body);
    await consumeOrThrow(app.db, `resend:ip:${request.ip}`, windowLimit(limits.resendPerIp));
    await consumeOrThrow(app.db, `resend:account:${email}`, windowLimit(limits.resendPerAccount));
    return resendVerification(deps(), email);
  };
  // The spec's client issues these with a doubled prefix; both spellings are answered.
  for (const prefix of ['/api/auth', '/api/api/auth']) {
    app.get(`${prefix}/verify-email/:token`, replies({ 200: VerifyEmailReplySchema }), verify);
    app.post(`${prefix}/resend-verification`, replies({ 200: ResendVerificationReplySchema }), resend);
  }
  app.get('/api/auth/verify-email', async () => {
    throw errors.validation('Invalid verification link');
  });
}
