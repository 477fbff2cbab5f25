import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA; unknown non-API GETs get index.html so client routes work on reload. */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  const root = resolve(dist);
  const hasApp = existsSync(resolve(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // web/scripts/precompress.ts writes .br/.gz at build time; no per-request compression.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes('/assets/'))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ dist: root }, 'web app not built; only the API is served');
  }
  app.setNotFoundHandler((req, reply) => {
    const apiLike =
      req.url.startsWith('/api/') || req.url.startsWith('/ws/') || req.url === '/healthz';
    if (req.method === 'GET' && !apiLike && hasApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({
      error: `No such endpoint: ${req.method} ${req.url.split('?')[0]}`,
      code: 'not_found',
    });
  });
}
