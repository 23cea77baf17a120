import { z } from 'zod';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/api';
import { ERRORS } from '../../../shared/errors';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { storageState } from '../../lib/storage-space';

const health = envelope(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.string(),
    storage: z.object({ ok: z.boolean(), freeMb: z.number(), message: z.string() }),
  }),
);

/**
 * GET /health: the server is up and its database answers; 503 with 存储空间不足 when the data
 * directory is short of space (below MIN_FREE_MB) or a write failed for want of it just now.
 */
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
          response: { 200: health, 503: health },
        },
      },
      async (_request, reply) => {
        await sql`select 1`.execute(ctx.db);
        const { freeBytes, full } = await storageState(ctx.config.dataDir, ctx.config.minFreeBytes);
        const storage = {
          ok: !full,
          freeMb: Math.floor(freeBytes / 1024 / 1024),
          message: full ? ERRORS.STORAGE_FULL.message : 'ok',
        };
        const data = {
          status: full ? 'degraded' : 'ok',
          database: ctx.config.database.kind,
          storage,
        } as const;
        if (full) return reply.status(503).send(ok(data, ERRORS.STORAGE_FULL.message));
        return ok(data);
      },
    );
  };
