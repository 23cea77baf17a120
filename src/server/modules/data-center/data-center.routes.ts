import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors } from '../marking/marking-doc';
import { averageReport } from './average-report';
import { correctReport } from './correct-report';
import { subjectReport } from './subject-report';

const doc = (summary: string) => ({
  tags: ['data-center'],
  summary: `${summary}（仅年级主任）`,
  security: [{ bearer: [] }],
});
const gradeQuery = z.object({ gradeId: z.string().optional() });
const averageQuery = gradeQuery.extend({
  paperId: z.string().optional(),
  table: z.enum(['classes', 'questions']).optional(),
});

/** 数据中心: the grade director's three reports as JSON (their .xlsx: export jobs, modules/exports). */
export const dataCenterRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/data-center/subject',
      {
        schema: {
          ...doc('学科统计'),
          querystring: gradeQuery,
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await subjectReport(ctx, currentUser(req), req.query.gradeId)),
    );
    app.get(
      '/teacher/data-center/correct-score',
      {
        schema: {
          ...doc('作业批改报表'),
          querystring: gradeQuery,
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await correctReport(ctx, currentUser(req), req.query.gradeId)),
    );
    app.get(
      '/teacher/data-center/average-score',
      {
        schema: {
          ...doc('班级均分及小题对比'),
          querystring: averageQuery,
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) =>
        ok(await averageReport(ctx, currentUser(req), req.query.gradeId, req.query.paperId)),
    );
  };
