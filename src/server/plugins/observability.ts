import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { httpDuration } from '../lib/metrics';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request id of a request: the proxy's X-Request-Id when it sent a sane one (so one id follows a
 * request through proxy, API and logs), else a new UUID. Every log line of the request carries it.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Echoes the request id in X-Request-Id and times every API request for /api/metrics. */
export function registerObservability(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const unmatched = request.url.startsWith('/api/') ? 'unmatched' : undefined;
    const route = request.routeOptions.url ?? unmatched;
    if (!route?.startsWith('/api/') && route !== 'unmatched') return;
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
