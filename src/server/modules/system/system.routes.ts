import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classItem,
  classQuery,
  envelope,
  errorBody,
  updateClassDefaultBody,
  userGradeInfo,
  userInfo,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { IMAGE_ONLY_CSP } from '../../plugins/security';
import {
  getClasses,
  getGradeInfo,
  getLogo,
  getUserInfo,
  updateClassDefault,
} from './system.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const secured = { security: [{ bearer: [] }] };

/** Users, schools, grades and classes. */
export const systemRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/system/user/info',
      {
        schema: {
          tags: ['system'],
          summary: '当前用户（用户名、头像、默认学校及其校徽）',
          ...secured,
          response: { 200: envelope(userInfo), ...errors },
        },
      },
      async (request) => ok(await getUserInfo(ctx.db, currentUser(request))),
    );

    app.get(
      '/system/user/gradeInfo',
      {
        schema: {
          tags: ['system'],
          summary: '当前用户在默认学校的身份、默认学年、任教学科与班级',
          ...secured,
          response: { 200: envelope(userGradeInfo), ...errors },
        },
      },
      async (request) => ok(await getGradeInfo(ctx.db, currentUser(request))),
    );

    app.get(
      '/system/class',
      {
        schema: {
          tags: ['system'],
          summary: '学年（年级，type=1）或某年级下的班级（pid=年级 id）',
          ...secured,
          querystring: classQuery,
          response: { 200: envelope(z.array(classItem)), ...errors },
        },
      },
      async (request) => ok(await getClasses(ctx.db, currentUser(request), request.query)),
    );

    app.put(
      '/system/class/updateClassDefault',
      {
        schema: {
          tags: ['system'],
          summary: '设置默认学年',
          ...secured,
          consumes: ['application/x-www-form-urlencoded'],
          body: updateClassDefaultBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        const { orgId, classId } = request.body;
        await updateClassDefault(ctx.db, currentUser(request), orgId, classId);
        return ok(null, '默认学年已更新');
      },
    );

    app.get(
      '/system/org/:orgId/logo',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: '学校校徽图片',
          params: z.object({ orgId: z.string() }),
        },
      },
      async (request, reply) => {
        const logo = await getLogo(ctx.db, request.params.orgId);
        return reply
          .type(logo.type)
          .header('content-security-policy', IMAGE_ONLY_CSP)
          .header('cache-control', 'public, max-age=3600')
          .send(logo.body);
      },
    );
  };
