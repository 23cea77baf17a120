import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { scanQueueDepth, metricsRegistry } from '../../lib/metrics';
import { ok } from '../../lib/reply';
import { readiness } from './readiness';

const check = z.object({ ok: z.boolean(), message: z.string() });
const ready = envelope(
  z.object({
    status: z.enum(['ready', 'unavailable']),
    checks: z.object({ database: check, store: check, queue: check }),
  }),
);

/** Sets the scan queue gauge from the pages that wait or are being recognised. */
async function sampleScanQueue(ctx: ServerContext): Promise<void> {
  const rows = await ctx.db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .select(['scanPages.status as status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('scanPages.status', 'in', ['pending', 'processing'])
    .where('scanBatches.deletedAt', 'is', null)
    .groupBy('scanPages.status')
    .execute();
  for (const state of ['pending', 'processing'])
    scanQueueDepth.set({ state }, Number(rows.find((r) => r.status === state)?.n ?? 0));
}

/**
 * GET /ready: whether this instance can serve (database, blob store and job queue reachable) — a
 * load balancer sends it traffic only while it answers 200; 503 names what is unreachable.
 * GET /metrics: Prometheus metrics of this process (scrape from the internal network only).
 */
export const readyRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ready',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: '就绪检查（公开）：数据库、文件存储与任务队列可用',
          response: { 200: ready, 503: ready },
        },
      },
      async (_request, reply) => {
        const checks = await readiness(ctx);
        const down = (Object.keys(checks) as (keyof typeof checks)[]).filter((k) => !checks[k].ok);
        if (down.length === 0) return ok({ status: 'ready' as const, checks });
        const reason = down.map((k) => checks[k].message).join('；');
        return reply
          .status(503)
          .send(ok({ status: 'unavailable' as const, checks }, `服务未就绪：${reason}`));
      },
    );

    app.get(
      '/metrics',
      {
        config: { public: true },
        schema: { tags: ['system'], summary: 'Prometheus 指标（公开，仅供内网采集）' },
      },
      async (_request, reply) => {
        await sampleScanQueue(ctx).catch(() => {});
        return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
      },
    );
  };
