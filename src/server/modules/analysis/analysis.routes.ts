import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors, idParams } from '../marking/marking-doc';
import { analysisPageRoutes } from './analysis-pages.routes';
import { gradeAnalysis } from './analysis.service';

/** 学情分析: the analysis of a marked paper over its classes (the pages draw it). */
export const analysisRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/analysis/papers/:id/grade',
      {
        schema: {
          tags: ['analysis'],
          summary: '年级学情：各班与年级的统计、分数段、小题、知识点、临界生，附每项指标的定义',
          security: [{ bearer: [] }],
          params: idParams,
          querystring: z.object({
            bandWidth: z.coerce
              .number()
              .refine((v) => [5, 10, 20].includes(v), '分数段宽度只能是 5、10 或 20 分')
              .optional(),
          }),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) =>
        ok(await gradeAnalysis(ctx, currentUser(req), req.params.id, req.query.bandWidth)),
    );
    await app.register(analysisPageRoutes(ctx));
  };
