import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, paperDetail } from '../../../shared/api';
import { cardSpec } from '../../../shared/paper';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { createCard, getCard, readKeyFile, updateCard } from './answer-card.service';

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
};
const doc = (summary: string) => ({ tags: ['answer-card'], summary, security: [{ bearer: [] }] });
const params = z.object({ paperId: z.string() });

/** /answerCard: stand-alone answer cards saved as papers of 作业列表. */
export const answerCardRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/teacher/answer-card',
      {
        schema: {
          ...doc('保存答题卡（成为作业列表中的一份试卷）'),
          body: z.object({ spec: cardSpec }),
          response: { 200: envelope(paperDetail), ...errors },
        },
      },
      async (req) =>
        ok(await createCard(ctx, currentUser(req), req.body.spec), '答题卡已保存到作业列表'),
    );

    app.get(
      '/teacher/answer-card/:paperId',
      {
        schema: {
          ...doc('答题卡的制作参数'),
          params,
          response: { 200: envelope(cardSpec), ...errors },
        },
      },
      async (req) => ok(await getCard(ctx, currentUser(req), req.params.paperId)),
    );

    app.put(
      '/teacher/answer-card/:paperId',
      {
        schema: {
          ...doc('修改答题卡（已打印或已扫描的版本不变，改动成为新版本）'),
          params,
          body: z.object({ spec: cardSpec }),
          response: { 200: envelope(paperDetail), ...errors },
        },
      },
      async (req) =>
        ok(
          await updateCard(ctx, currentUser(req), req.params.paperId, req.body.spec),
          '答题卡已保存',
        ),
    );

    app.post(
      '/teacher/answer-card/keys',
      {
        schema: {
          ...doc('导入答案（.xlsx、.csv 或 .txt，每行“题号, 答案”）'),
          consumes: ['multipart/form-data'],
          response: {
            200: envelope(z.array(z.object({ no: z.number().int(), key: z.string() }))),
            ...errors,
          },
        },
      },
      async (req) => {
        currentUser(req);
        const { files } = await readMultipart(req, { maxBytes: 2 * 1024 * 1024, maxFiles: 1 });
        if (!files[0]) throw fail.badRequest('请选择答案文件');
        return ok(await readKeyFile(files[0].name, files[0].bytes));
      },
    );
  };
