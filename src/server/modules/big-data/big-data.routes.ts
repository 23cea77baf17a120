import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors } from '../marking/marking-doc';
import { isAdmin, requireMembership } from '../system/access';
import { dayAt, termOf } from '../large-screen/screen-periods';
import { bigDataReport } from './big-data.service';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .optional();

/** The caller's default school, which they administer or direct a grade of (403 otherwise). */
async function leaderSchool(ctx: ServerContext, userId: string): Promise<string> {
  const u = await ctx.db
    .selectFrom('users')
    .select('defaultOrgId')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u?.defaultOrgId) throw fail.forbidden();
  const m = await requireMembership(ctx.db, userId, u.defaultOrgId);
  if (!isAdmin(m) && m.isGradeDirector !== 1) throw fail.forbidden();
  return u.defaultOrgId;
}

/** 大数据: the school over a period (administrators and grade directors). */
export const bigDataRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/big-data',
      {
        schema: {
          tags: ['big-data'],
          summary:
            '全校大数据：各年级学科作业、参与率、得分率趋势、知识点、批改周期（管理员、年级主任）',
          security: [{ bearer: [] }],
          querystring: z.object({ from: day, to: day }),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => {
        const orgId = await leaderSchool(ctx, currentUser(req));
        const term = termOf(ctx.now());
        const from = req.query.from ?? term.from;
        const to = req.query.to ?? term.to;
        if (from >= to) throw fail.badRequest('开始日期应早于结束日期');
        const report = await bigDataReport(ctx, orgId, dayAt(from), dayAt(to));
        return ok({ ...report, from, to });
      },
    );
  };
