import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { basketInfo, envelope, errorBody } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import {
  addToBasket,
  clearBasket,
  getBasket,
  removeFromBasket,
  removeTypeFromBasket,
} from './basket.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const doc = (summary: string) => ({ tags: ['basket'], summary, security: [{ bearer: [] }] });

/** 试题篮: one basket paper per stage + subject. */
export const basketRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/paper/info/getQuestionBasket',
      { schema: { ...doc('试题篮内容'), response: { 200: envelope(basketInfo), ...errors } } },
      async (request) => ok(await getBasket(ctx, currentUser(request))),
    );

    app.post(
      '/teacher/paper/question/addQuestion',
      {
        schema: {
          ...doc('加入试题篮（同学段学科的试题进入同一份试题篮试卷）'),
          body: z.object({ questionId: z.string().min(1, '请选择试题') }),
          response: { 200: envelope(basketInfo), ...errors },
        },
      },
      async (request) =>
        ok(await addToBasket(ctx, currentUser(request), request.body.questionId), '已加入试题篮'),
    );

    app.delete(
      '/teacher/paper/info/:id/clearBasket',
      {
        schema: {
          ...doc('清空一份试题篮试卷'),
          params: z.object({ id: z.string() }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await clearBasket(ctx, currentUser(request), request.params.id);
        return ok(null, '试题篮已清空');
      },
    );

    app.delete(
      '/teacher/paper/question/type/delQuestion/:id',
      {
        schema: {
          ...doc('从试题篮移出一道试题（id 为试题 id）'),
          params: z.object({ id: z.string() }),
          response: { 200: envelope(basketInfo), ...errors },
        },
      },
      async (request) =>
        ok(await removeFromBasket(ctx, currentUser(request), request.params.id), '已移出试题篮'),
    );

    app.delete(
      '/teacher/paper/question/type/delType/:paperId/:typeId',
      {
        schema: {
          ...doc('从试题篮删除某一题型的全部试题'),
          params: z.object({ paperId: z.string(), typeId: z.coerce.number().int() }),
          response: { 200: envelope(basketInfo), ...errors },
        },
      },
      async (request) => {
        const { paperId, typeId } = request.params;
        return ok(
          await removeTypeFromBasket(ctx, currentUser(request), paperId, typeId),
          '已删除该题型',
        );
      },
    );
  };
