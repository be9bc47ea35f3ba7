import type { FastifyInstance } from 'fastify';
import {
  idParamsSchema,
  ProjectDetailSchema,
  ProjectListReplySchema,
  ProjectsQuerySchema,
  SaveFilesBodySchema,
  SaveFilesReplySchema,
  VersionParamsSchema,
  VersionsReplySchema,
} from '@droidforge/contracts';
import { parseWith } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { replies } from '../../plugins/reply-schemas';
import { deleteProject, getProjectDetail, listProjects, listProjectVersions, restoreVersion, saveEditedFiles, sourceZip } from './projects.service';

const IdParams = idParamsSchema('Project');

export async function projectRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.authenticate };

  app.get('/api/generate/projects', { ...auth, ...replies({ 200: ProjectListReplySchema }) }, async (request) => {
    const { page, limit } = parseWith(ProjectsQuerySchema, request.query);
    return listProjects(app.database, currentUser(request).id, page, limit);
  });

  app.get('/api/generate/project/:id', { ...auth, ...replies({ 200: ProjectDetailSchema }) }, async (request) => {
    const { id } = parseWith(IdParams, request.params);
    return getProjectDetail(app.db, currentUser(request).id, id);
  });

  app.put('/api/generate/project/:id', { ...auth, bodyLimit: 8 * 1024 * 1024, ...replies({ 200: SaveFilesReplySchema }) }, async (request) => {
    const { id } = parseWith(IdParams, request.params);
    const { files, deleteFiles } = parseWith(SaveFilesBodySchema, request.body);
    return saveEditedFiles(app.db, currentUser(request).id, id, files, deleteFiles);
  });

  app.get('/api/generate/project/:id/versions', { ...auth, ...replies({ 200: VersionsReplySchema }) }, async (request) => {
    const { id } = parseWith(IdParams, request.params);
    return listProjectVersions(app.db, currentUser(request).id, id);
  });

  app.post('/api/generate/project/:id/versions/:n/restore', { ...auth, ...replies({ 200: ProjectDetailSchema }) }, async (request) => {
    const { id, n } = parseWith(VersionParamsSchema, request.params);
    return restoreVersion(app.db, currentUser(request).id, id, n);
  });

  app.get('/api/generate/project/:id/source.zip', auth, async (request, reply) => {
    const { id } = parseWith(IdParams, request.params);
    const zip = await sourceZip(app.db, currentUser(request).id, id);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zip.fileName}"`)
      .send(Buffer.from(zip.bytes));
  });

  app.delete('/api/generate/project/:id', auth, async (request, reply) => {
    const { id } = parseWith(IdParams, request.params);
    await deleteProject(app.db, currentUser(request).id, id);
    return reply.code(204).send();
  });
}
