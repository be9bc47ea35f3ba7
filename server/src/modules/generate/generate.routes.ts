import type { FastifyInstance } from 'fastify';
import { GenerateBodySchema, GenerateReplySchema, type GenerationProgress } from '@droidforge/contracts';
import { openEventStream } from '../../lib/event-stream';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { replies } from '../../plugins/reply-schemas';
import { replyOnce } from '../idempotency/idempotency';
import { runGeneration } from './generate.service';
import { generationSweeperJob } from './sweeper';

export async function generateRoutes(app: FastifyInstance) {
  app.scheduler.register(generationSweeperJob);
  const deps = () => ({ db: app.db, model: app.generationModel, log: app.log });
  // Route-level rule: any signed-in user may generate; the plan rules are checked with the credits.
  const auth = { preHandler: app.authenticate };

  app.post('/api/generate/app', { ...auth, ...replies({ 200: GenerateReplySchema }) }, async (request, reply) => {
    const body = parseWith(GenerateBodySchema, request.body);
    const user = currentUser(request);
    return replyOnce(app.db, request, reply, { userId: user.id, route: 'generate/app', body }, () => runGeneration(deps(), user, body));
  });

  /** The same work as /api/generate/app, reported as server-sent events: progress…, then result or error. */
  app.post('/api/generate/stream', auth, async (request, reply) => {
    const body = parseWith(GenerateBodySchema, request.body);
    const user = currentUser(request);
    const stream = openEventStream(request, reply);
    try {
      // A user who leaves stops the model call; the failure path refunds the credits.
      const progress = (stage: string, percent: number, message: string) => stream.send('progress', { stage, percent, message } satisfies GenerationProgress);
      stream.send('result', await runGeneration(deps(), user, body, progress, stream.signal));
    } catch (err) {
      stream.fail(err);
    } finally {
      stream.end();
    }
  });
}
