import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import {
  averageTable,
  correctTable,
  questionTable,
  subjectTable,
  type ReportTable,
} from '../../../shared/api/data-center-tables';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { writeSheet } from '../../lib/xlsx';
import { currentUser } from '../../plugins/auth';
import { errors, sendBytes } from '../marking/marking-doc';
import { averageReport } from './average-report';
import { correctReport } from './correct-report';
import { subjectReport } from './subject-report';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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

/** 数据中心: the grade director's three reports, each as JSON and as .xlsx. */
export const dataCenterRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const xlsx = (name: string, t: ReportTable) => writeSheet(name, t.header, t.rows);
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
      '/teacher/data-center/subject.xlsx',
      { schema: { ...doc('导出学科统计（.xlsx）'), querystring: gradeQuery, produces: [XLSX] } },
      async (req, reply) => {
        const r = await subjectReport(ctx, currentUser(req), req.query.gradeId);
        const name = `${r.gradeName}学科统计`;
        return sendBytes(reply, XLSX, await xlsx('学科统计', subjectTable(r)), `${name}.xlsx`);
      },
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
      '/teacher/data-center/correct-score.xlsx',
      {
        schema: { ...doc('导出作业批改报表（.xlsx）'), querystring: gradeQuery, produces: [XLSX] },
      },
      async (req, reply) => {
        const r = await correctReport(ctx, currentUser(req), req.query.gradeId);
        const name = `${r.gradeName}作业批改报表`;
        return sendBytes(reply, XLSX, await xlsx('作业批改报表', correctTable(r)), `${name}.xlsx`);
      },
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
    app.get(
      '/teacher/data-center/average-score.xlsx',
      {
        schema: {
          ...doc('导出班级均分或小题对比（.xlsx，table=classes|questions）'),
          querystring: averageQuery,
          produces: [XLSX],
        },
      },
      async (req, reply) => {
        const { gradeId, paperId, table } = req.query;
        const r = await averageReport(ctx, currentUser(req), gradeId, paperId);
        const questions = table === 'questions';
        const sheet = questions ? '小题对比' : '班级均分';
        const t = questions ? questionTable(r) : averageTable(r);
        return sendBytes(reply, XLSX, await xlsx(sheet, t), `${r.title}-${sheet}.xlsx`);
      },
    );
  };
