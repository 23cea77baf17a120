import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '../../shared/messages';

/**
 * Serves the built app from `webDir` with history fallback: any other GET that is not a file
 * answers index.html, so /paperlist or /analysis/grade load the app on reload. Files are sent as
 * the .br or .gz written at build time (precompress.vite.ts) when the browser accepts it; hashed
 * files under /assets are cached for a year, everything else revalidates.
 */
export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasApp = existsSync(join(webDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDir, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && hasApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
