import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors } from '../marking/marking-doc';
import { personClasses } from './person.access';
import { personPaper } from './person-paper';
import { personOverview } from './person.service';

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
  };
