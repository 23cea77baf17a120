import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from './context';
import { apiModules } from './modules';
import { registerAuth } from './plugins/auth';
import { settleBeforeRead } from './modules/marking/score-refresh';
import {
  apiNotFound,
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
} from './plugins/errors';
import { registerObservability, requestIdOf } from './plugins/observability';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { registerWeb } from './plugins/web';

z.config(z.locales.zhCN());

/** Where logs go instead of stdout (tests read them). */
export interface BuildOptions {
  logStream?: FastifyLoggerOptions['stream'];
}

/**
 * Builds the Fastify app: API under /api (documented by OpenAPI), the built web app elsewhere.
 * Logs are JSON lines (pino) carrying each request's id, echoed in X-Request-Id.
 */
export async function buildApp(
  ctx: ServerContext,
  opts: BuildOptions = {},
): Promise<FastifyInstance> {
  const level = ctx.config.logLevel;
  const app = Fastify({
    logger:
      level === 'silent' ? false : { level, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    genReqId: requestIdOf,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerObservability(app);
  await registerSecurityHeaders(app);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: ctx.config.uploads.scanFileBytes, files: 500 },
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      registerAuth(api, ctx);
      api.addHook('onRequest', settleBeforeRead(ctx.db));
      apiNotFound(api);
      for (const mod of apiModules) await api.register(mod(ctx));
    },
    { prefix: '/api' },
  );

  await registerWeb(app, ctx.config.webDir);
  return app;
}
