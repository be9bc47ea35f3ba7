import type { FastifyInstance } from 'fastify';
import { BuildIdParamsSchema, BuildQueuedSchema, BuildRequestSchema, DownloadQuerySchema, FixRequestSchema, idParamsSchema, ProjectIdParamsSchema } from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { createFileRepairer } from '../ai/index';
import { currentUser } from '../../plugins/auth';
import { replies } from '../../plugins/reply-schemas';
import { streamBuildEvents } from './build-events';
import { type BuildsDeps, createDownloadLink, getBuild, listBuilds, openDownload, requestBuild } from './builds.service';
import { downloadTokenKey } from './download-token';
import { requestFix, settleFinishedFixes } from './fix.service';

const ProjectIdParams = idParamsSchema('Project');
const queued = replies({ 202: BuildQueuedSchema });

export async function buildRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.authenticate };
  const deps = (): BuildsDeps => ({ db: app.db, backend: app.buildBackend, tokenKey });
  const tokenKey = downloadTokenKey(app.config.builds.secret);

  app.post('/api/build/apk/:projectId', { ...auth, ...queued }, async (request, reply) => {
    const { projectId } = parseWith(ProjectIdParamsSchema, request.params);
    const { admobConfig } = parseWith(BuildRequestSchema, request.body);
    return reply.code(202).send(await requestBuild(deps(), currentUser(request).id, projectId, admobConfig));
  });

  app.get('/api/build/:buildId', auth, async (request) => {
    const { buildId } = parseWith(BuildIdParamsSchema, request.params);
    return getBuild(app.db, currentUser(request).id, buildId);
  });

  app.get('/api/build/:buildId/events', auth, async (request, reply) => {
    const { buildId } = parseWith(BuildIdParamsSchema, request.params);
    await streamBuildEvents(app.db, currentUser(request).id, buildId, request, reply);
  });

  app.get('/api/generate/project/:id/builds', auth, async (request) => {
    const { id } = parseWith(ProjectIdParams, request.params);
    return listBuilds(app.db, currentUser(request).id, id);
  });

  app.post('/api/build/:buildId/download-token', auth, async (request) => {
    const { buildId } = parseWith(BuildIdParamsSchema, request.params);
    return createDownloadLink(deps(), currentUser(request).id, request.auth!.sessionId, buildId);
  });

  // No bearer: the link is opened by the browser or a phone; the short-lived token is the credential.
  app.get('/api/build/download/:buildId', async (request, reply) => {
    const { buildId } = parseWith(BuildIdParamsSchema, request.params);
    const { token } = parseWith(DownloadQuerySchema, request.query);
    const apk = await openDownload(deps(), buildId, token);
    return reply
      .type('application/vnd.android.package-archive')
      .header('content-disposition', `attachment; filename="${apk.fileName}"`)
      .header('content-length', apk.size)
      .header('cache-control', 'private, no-store')
      .send(apk.stream);
  });

  fixRoutes(app, auth);
}

/** Fix with AI: the repair request, and the job that settles fixes nobody followed to the end. */
function fixRoutes(app: FastifyInstance, auth: { preHandler: FastifyInstance['authenticate'] }) {
  const repairer = createFileRepairer(app.config.llm, app.log);
  // 202: the repaired files are queued as a build; its events stream the progress and, at the end, the fix's outcome.
  app.post('/api/build/fix/:projectId', { ...auth, ...queued }, async (request, reply) => {
    const { projectId } = parseWith(ProjectIdParamsSchema, request.params);
    const { buildId } = parseWith(FixRequestSchema, request.body);
    return reply.code(202).send(await requestFix({ db: app.db, backend: app.buildBackend, repairer }, currentUser(request).id, projectId, buildId));
  });

  // Fixes that finished while nobody followed them still become versions (or refunds).
  app.scheduler.register({
    name: 'settle-fixes',
    schedule: '* * * * *',
    run: async ({ db, log }) => {
      const settled = await settleFinishedFixes(db);
      if (settled > 0) log.info({ settled }, 'settled finished fixes');
    },
  });
}
