import type { FastifyInstance } from 'fastify';
import { databaseAnswers } from './health.queries';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    const connected = await databaseAnswers(app.database);
    // The toolchain only limits builds; the service itself stays healthy without it.
    const toolchain = app.buildBackend.toolchainStatus();
    const body = {
      status: connected ? 'ok' : 'degraded',
      db: connected ? 'connected' : 'error',
      toolchain: toolchain.ready ? 'ready' : 'missing',
      ...(toolchain.ready ? {} : { missing: toolchain.missing }),
      gradle: toolchain.gradle ? 'ready' : 'missing',
    };
    return reply.code(connected ? 200 : 503).send(body);
  });
}
