import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GenerateBodySchema } from '@droidforge/contracts';
import { openEventStream } from '../../lib/event-stream';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash } from './idempotency';
import { runGeneration } from './generate.service';
import { generationSweeperJob } from './sweeper';

export async function generateRoutes(app: FastifyInstance) {
  app.scheduler.register(generationSweeperJob);
  const deps = () => ({ db: app.db, model: app.generationModel, log: app.log });

  app.post('/api/generate/app', { preHandler: app.authenticate }, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseWith(GenerateBodySchema, request.body);
    const user = currentUser(request);
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return runGeneration(deps(), user, body);

    const claim = await claimIdempotencyKey(app.db, user.id, key, 'generate/app', requestHash('generate/app', body));
    if (claim.kind === 'replay') return reply.code(claim.status).header('idempotent-replayed', 'true').send(claim.body);
    try {
      const result = await runGeneration(deps(), user, body);
      await completeIdempotencyKey(app.db, user.id, key, 200, result);
      return result;
    } catch (err) {
      await releaseIdempotencyKey(app.db, user.id, key);
      throw err;
    }
  });

  /** The same work as /api/generate/app, reported as server-sent events: progress…, then result or error. */
  app.post('/api/generate/stream', { preHandler: app.authenticate }, async (request, reply) => {
    const body = parseWith(GenerateBodySchema, request.body);
    const user = currentUser(request);
    const stream = openEventStream(request, reply);
    try {
      // A user who leaves stops the model call; the failure path refunds the credits.
      const progress = (stage: string, percent: number, message: string) => stream.send('progress', { stage, percent, message });
      stream.send('result', await runGeneration(deps(), user, body, progress, stream.signal));
    } catch (err) {
      stream.fail(err);
    } finally {
      stream.end();
    }
  });
}
