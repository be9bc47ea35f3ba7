import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { errors } from '../../errors';
import { openEventStream } from '../../lib/event-stream';
import { toBuildView } from './build-view';
import { findOwnedBuild } from './builds.queries';
import { withSettledFix } from './builds.service';

const FINAL = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * Server-sent events of one build: `progress` { status, step, steps } on every change, then one
 * `done` with the full build, then the stream ends. The row is polled, so it works whichever
 * process runs the build.
 */
export async function streamBuildEvents(db: Db, userId: string, buildId: string, request: FastifyRequest, reply: FastifyReply, pollMs = 300): Promise<void> {
  const first = await findOwnedBuild(db, userId, buildId);
  if (!first) throw errors.notFound('Build');
  const stream = openEventStream(request, reply);
  let last = '';
  let build = first;
  try {
    while (!stream.signal.aborted) {
      const view = toBuildView(build);
      const progress = { status: view.status, step: view.step, steps: view.steps };
      const key = JSON.stringify(progress);
      if (key !== last) {
        stream.send('progress', progress);
        last = key;
      }
      if (FINAL.has(view.status)) {
        stream.send('done', toBuildView(await withSettledFix(db, build)));
        break;
      }
      await new Promise((r) => setTimeout(r, pollMs));
      const next = await findOwnedBuild(db, userId, buildId);
      if (!next) break;
      build = next;
    }
  } catch (err) {
    stream.fail(err);
  } finally {
    stream.end();
  }
}
