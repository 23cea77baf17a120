import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import {
  personHistoryTable,
  personQuestionTable,
  personWrongTable,
} from '../../../shared/api/analysis-person-tables';
import { writeSheet } from '../../lib/xlsx';
import { errors, sendBytes } from '../marking/marking-doc';
import { personClasses } from './person.access';
import { personPaper } from './person-paper';
import { personOverview } from './person.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const doc = (summary: string) => ({ tags: ['analysis'], summary, security: [{ bearer: [] }] });

/** 学生学情: the classes to pick from, a student's history and wrong questions, one paper in detail. */
export const personRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/analysis/person/classes',
      {
        schema: {
          ...doc('学生学情：可查看的班级与学生'),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await personClasses(ctx, currentUser(req))),
    );
    app.get(
      '/teacher/analysis/person/students/:id',
      {
        schema: {
          ...doc('学生学情：各科成绩与排名走势、错题（错题重练用）'),
          params: z.object({ id: z.string() }),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await personOverview(ctx, currentUser(req), req.params.id)),
    );
    app.get(
      '/teacher/analysis/person/students/:id/papers/:paperId',
      {
        schema: {
          ...doc('学生学情：一份作业的逐题得分、知识点掌握度与批改后的答题图片'),
          params: z.object({ id: z.string(), paperId: z.string() }),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) =>
        ok(await personPaper(ctx, currentUser(req), req.params.id, req.params.paperId)),
    );
    app.get(
      '/teacher/analysis/person/students/:id/xlsx',
      {
        schema: {
          ...doc(
            '学生学情：导出成绩与名次（table=history&subjectId=…）或错题（table=wrong）（.xlsx）',
          ),
          params: z.object({ id: z.string() }),
          querystring: z.object({
            table: z.enum(['history', 'wrong']),
            subjectId: z.string().optional(),
          }),
          produces: [XLSX],
        },
      },
      async (req, reply) => {
        const o = await personOverview(ctx, currentUser(req), req.params.id);
        const { table, subjectId } = req.query;
        const t = table === 'wrong' ? personWrongTable(o) : personHistoryTable(o, subjectId ?? '');
        const name = table === 'wrong' ? '错题' : '成绩与名次';
        const bytes = await writeSheet(name, t.header, t.rows);
        return sendBytes(reply, XLSX, bytes, `${o.student.name}-${name}.xlsx`);
      },
    );
    app.get(
      '/teacher/analysis/person/students/:id/papers/:paperId/xlsx',
      {
        schema: {
          ...doc('学生学情：导出一份作业的逐题得分（.xlsx）'),
          params: z.object({ id: z.string(), paperId: z.string() }),
          produces: [XLSX],
        },
      },
      async (req, reply) => {
        const p = await personPaper(ctx, currentUser(req), req.params.id, req.params.paperId);
        const t = personQuestionTable(p);
        const bytes = await writeSheet('逐题得分', t.header, t.rows);
        return sendBytes(reply, XLSX, bytes, `${p.title}-逐题得分.xlsx`);
      },
    );
  };
