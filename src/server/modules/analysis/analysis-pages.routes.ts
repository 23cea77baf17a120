import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors } from '../marking/marking-doc';
import { analysablePapers } from './analysis-papers';
import { classAnalysis } from './class-analysis';

const doc = (summary: string) => ({ tags: ['analysis'], summary, security: [{ bearer: [] }] });
const classParams = z.object({ id: z.string(), classId: z.string() });

/** 学情分析's paper list and 班级学情 (their tables export as jobs: modules/exports). */
export const analysisPageRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/analysis/papers',
      {
        schema: {
          ...doc('可分析的作业（已有成绩）：按学年、学科筛选，附筛选项'),
          querystring: z.object({
            gradeId: z.string().optional(),
            subjectId: z.string().optional(),
          }),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await analysablePapers(ctx, currentUser(req), req.query)),
    );
    app.get(
      '/teacher/analysis/papers/:id/classes/:classId',
      {
        schema: {
          ...doc('班级学情：学生成绩与进退步、小题得分率、选项分布、知识点与题型得分率'),
          params: classParams,
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) =>
        ok(await classAnalysis(ctx, currentUser(req), req.params.id, req.params.classId)),
    );
  };
