import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppError } from '../errors';

/** Client routes of the spec's route table; anything else gets the SPA's Not Found page with a 404. */
const CLIENT_ROUTES = [
  /^\/$/,
  /^\/(login|register|verify-email|pricing|packages|terms|privacy|refund|dmca|dashboard|builder|projects)\/?$/,
  /^\/builder\/[\w-]+\/?$/,
  /^\/admin(\/.*)?$/,
];

export async function spaPlugin(app: FastifyInstance, opts: { distDir: string | null; unmatched: (method: string, pathname: string) => AppError }) {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
  const hasSpa = indexFile !== null && fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, { root: opts.distDir!, wildcard: false, index: false, maxAge: '1h', immutable: false });
  } else {
    app.log.warn(`no built web app at ${opts.distDir ?? '(none)'}; serving the API only (run npm run build:web)`);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw opts.unmatched(request.method, pathname);
    }
    const known = CLIENT_ROUTES.some((r) => r.test(pathname));
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile!));
  });
}
