import { z } from 'zod';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';

/** GET /health: the server is up and its database answers. */
export const healthRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: '健康检查（公开）',
          response: { 200: envelope(z.object({ status: z.literal('ok'), database: z.string() })) },
        },
      },
      async () => {
        await sql`select 1`.execute(ctx.db);
        return ok({ status: 'ok' as const, database: ctx.config.database.kind });
      },
    );
  };
