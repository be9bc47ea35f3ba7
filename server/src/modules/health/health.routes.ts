import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    let db: 'connected' | 'error' = 'connected';
    try {
      await app.database.execute('select 1');
    } catch {
      db = 'error';
    }
    // The toolchain only limits builds; the service itself stays healthy without it.
    const toolchain = app.buildBackend.toolchainStatus();
    const body = {
      status: db === 'connected' ? 'ok' : 'degraded',
      db,
      toolchain: toolchain.ready ? 'ready' : 'missing',
      ...(toolchain.ready ? {} : { missing: toolchain.missing }),
      gradle: toolchain.gradle ? 'ready' : 'missing',
    };
    return reply.code(db === 'connected' ? 200 : 503).send(body);
  });
}
