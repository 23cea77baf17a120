import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import { CLASS_TABLES, GRADE_TABLES } from '../../../shared/api/analysis-pages';
import { classSheets, gradeSheets } from '../../../shared/api/analysis-sheets';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors, idParams, sendBytes } from '../marking/marking-doc';
import { analysablePapers } from './analysis-papers';
import { XLSX, sheetXlsx } from './analysis-xlsx';
import { gradeAnalysis } from './analysis.service';
import { classAnalysis } from './class-analysis';

const doc = (summary: string) => ({ tags: ['analysis'], summary, security: [{ bearer: [] }] });
const bandWidth = z.coerce
  .number()
  .refine((v) => [5, 10, 20].includes(v), '分数段宽度只能是 5、10 或 20 分')
  .optional();
const classParams = z.object({ id: z.string(), classId: z.string() });

/** 学情分析's paper list, 班级学情, and every table of both pages as .xlsx. */
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
      '/teacher/analysis/papers/:id/grade.xlsx',
      {
        schema: {
          ...doc('导出年级学情的表格（.xlsx）：成绩概况、分数段、小题分析或临界生'),
          params: idParams,
          querystring: z.object({ table: z.enum(GRADE_TABLES), bandWidth }),
          produces: [XLSX],
        },
      },
      async (req, reply) => {
        const g = await gradeAnalysis(ctx, currentUser(req), req.params.id, req.query.bandWidth);
        const sheet = gradeSheets(g)[req.query.table];
        return sendBytes(reply, XLSX, await sheetXlsx(sheet), `${g.title}-${sheet.name}.xlsx`);
      },
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
    app.get(
      '/teacher/analysis/papers/:id/classes/:classId/xlsx',
      {
        schema: {
          ...doc('导出班级学情的表格（.xlsx）；below 为低于 line 分的学生（默认及格线）'),
          params: classParams,
          querystring: z.object({
            table: z.enum(CLASS_TABLES),
            line: z.coerce.number().min(0).optional(),
          }),
          produces: [XLSX],
        },
      },
      async (req, reply) => {
        const c = await classAnalysis(ctx, currentUser(req), req.params.id, req.params.classId);
        const sheet = classSheets(c, req.query.line ?? c.lines.pass)[req.query.table];
        const name = `${c.title}-${c.className}-${sheet.name}.xlsx`;
        return sendBytes(reply, XLSX, await sheetXlsx(sheet), name);
      },
    );
  };
