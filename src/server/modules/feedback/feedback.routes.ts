import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  errorBody,
  FEEDBACK_LIMITS,
  feedbackAnswerBody,
  feedbackItem,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import {
  answerFeedback,
  fileFeedback,
  myFeedback,
  schoolFeedback,
  screenshot,
} from './feedback.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };
const doc = (summary: string) => ({ tags: ['feedback'], summary, security: [{ bearer: [] }] });
const list = { 200: envelope(z.array(feedbackItem)), ...errors };

/** 问题反馈 (/userset?nav=2): reports with screenshots, their answers, the school's inbox. */
export const feedbackRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/feedback',
      {
        schema: {
          ...doc(
            `提交问题反馈（content、page 与最多 ${FEEDBACK_LIMITS.screenshots} 张截图，每张不超过 5 MB）`,
          ),
          consumes: ['multipart/form-data'],
          response: { 200: envelope(z.object({ id: z.string() })), ...errors },
        },
      },
      async (req) => {
        const userId = currentUser(req);
        const { files, fields } = await readMultipart(req, {
          maxBytes: FEEDBACK_LIMITS.bytes,
          maxFiles: FEEDBACK_LIMITS.screenshots,
        });
        const id = await fileFeedback(ctx, userId, {
          content: fields.content ?? '',
          page: fields.page ?? '',
          files,
        });
        return ok({ id }, '反馈已提交，管理员答复后会显示在这里');
      },
    );

    app.get(
      '/feedback/mine',
      { schema: { ...doc('我的问题反馈及答复'), response: list } },
      async (req) => ok(await myFeedback(ctx, currentUser(req))),
    );

    app.get(
      '/feedback/school/:orgId',
      {
        schema: {
          ...doc('本校的问题反馈（管理员）'),
          params: z.object({ orgId: z.string() }),
          response: list,
        },
      },
      async (req) => ok(await schoolFeedback(ctx, currentUser(req), req.params.orgId)),
    );

    app.put(
      '/feedback/:id/answer',
      {
        schema: {
          ...doc('答复问题反馈（管理员）'),
          params: z.object({ id: z.string() }),
          body: feedbackAnswerBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await answerFeedback(ctx, currentUser(req), req.params.id, req.body.answer);
        return ok(null, '已答复');
      },
    );

    app.get(
      '/feedback/:id/screenshots/:index',
      {
        schema: {
          ...doc('反馈截图'),
          params: z.object({ id: z.string(), index: z.coerce.number().int().min(0) }),
        },
      },
      async (req, reply) => {
        const s = await screenshot(ctx, currentUser(req), req.params.id, req.params.index);
        return reply.type(s.mime).header('cache-control', 'private, max-age=3600').send(s.bytes);
      },
    );
  };
