import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/api/envelope';
import {
  markingSetup,
  markingTask,
  nextAnswer,
  nextBody,
  setupBody,
  submitAnswer,
  submitBody,
} from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { blockInfo, closeBlock } from './block-info.service';
import { cropBytes } from './crop.service';
import { errors, idParams, markingDoc, sendBytes } from './marking-doc';
import { MarkingRuntime } from './marking-runtime';
import { nextTask, releaseTasks, renewTask, submitTask } from './marking.service';
import { registerReviewRoutes } from './review.routes';
import { registerResultRoutes } from './results.routes';
import { getSetup, saveSetup } from './setup.service';
import { listTasks } from './tasks.service';

/**
 * 网阅: 阅卷设置, /correct tasks, hand-out under leases, idempotent submits, crops; 回评, 问题卷,
 * blanks, answer groups and examples (review.routes); boards, scores and exports (results.routes).
 */
export const markingRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const rt = new MarkingRuntime(ctx);
    app.addHook('onReady', async () => rt.start());
    app.addHook('onClose', async () => rt.close());

    app.get(
      '/teacher/marking/papers/:id/setup',
      {
        schema: {
          ...markingDoc('阅卷设置（首次查看时按默认：每道主观题一个题块、单评、步长 1）'),
          params: idParams,
          querystring: z.object({ version: z.coerce.number().int().optional() }),
          response: { 200: envelope(markingSetup), ...errors },
        },
      },
      async (req) => ok(await getSetup(ctx, currentUser(req), req.params.id, req.query.version)),
    );
    app.put(
      '/teacher/marking/papers/:id/setup',
      {
        schema: {
          ...markingDoc('保存阅卷设置（试卷所有者或管理员；开始阅卷后只能添加阅卷老师）'),
          params: idParams,
          body: setupBody,
          response: { 200: envelope(markingSetup), ...errors },
        },
      },
      async (req) => ok(await saveSetup(ctx, currentUser(req), req.params.id, req.body), '已保存'),
    );
    app.get(
      '/teacher/marking/tasks',
      {
        schema: {
          ...markingDoc('阅卷任务：我参与的试卷、题块、我的进度与各题块进度'),
          response: { 200: envelope(z.array(markingTask)), ...errors },
        },
      },
      async (req) => ok(await listTasks(ctx, currentUser(req))),
    );
    app.get(
      '/teacher/marking/blocks/:id',
      {
        schema: {
          ...markingDoc('题块信息：给分项、步长、得分点、题干与标准答案'),
          params: idParams,
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await blockInfo(ctx, currentUser(req), req.params.id)),
    );
    app.post(
      '/teacher/marking/blocks/:id/close',
      {
        schema: {
          ...markingDoc('结束（或重新开放）题块的阅卷：结束后不能再改分'),
          params: idParams,
          body: z.object({ closed: z.boolean() }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) =>
        ok(
          await closeBlock(ctx, currentUser(req), req.params.id, req.body.closed),
          req.body.closed ? '已结束' : '已重新开放',
        ),
    );
    app.post(
      '/teacher/marking/blocks/:id/next',
      {
        schema: {
          ...markingDoc('领取下一份答卷（租约 10 分钟；同一评次不会发给两位老师）'),
          params: idParams,
          body: nextBody,
          response: { 200: envelope(nextAnswer), ...errors },
        },
      },
      async (req) => ok(await nextTask(ctx, currentUser(req), req.params.id, req.body)),
    );
    app.post(
      '/teacher/marking/tasks/:id/submit',
      {
        schema: {
          ...markingDoc('提交评分（同一 submitKey 重复提交只计一次）'),
          params: idParams,
          body: submitBody,
          response: { 200: envelope(submitAnswer), ...errors },
        },
      },
      async (req) => ok(await submitTask(ctx, currentUser(req), req.params.id, req.body), '已提交'),
    );
    app.post(
      '/teacher/marking/tasks/:id/renew',
      {
        schema: {
          ...markingDoc('续租正在评阅的答卷'),
          params: idParams,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => ok(await renewTask(ctx, currentUser(req), req.params.id)),
    );
    app.post(
      '/teacher/marking/tasks/release',
      {
        schema: {
          ...markingDoc('归还领取的答卷（离开阅卷页时）'),
          body: z.object({ taskIds: z.array(z.string()).max(10) }),
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => ok(await releaseTasks(ctx, currentUser(req), req.body.taskIds)),
    );
    app.get(
      '/teacher/marking/items/:id/crops/:index',
      {
        schema: {
          ...markingDoc('答卷裁切图（JPEG，原分辨率）'),
          params: z.object({ id: z.string(), index: z.coerce.number().int().min(0) }),
          produces: ['image/jpeg'],
        },
      },
      async (req, reply) =>
        sendBytes(
          reply,
          'image/jpeg',
          await cropBytes(ctx, rt.store, currentUser(req), req.params.id, req.params.index),
        ),
    );

    registerReviewRoutes(app, ctx, rt);
    registerResultRoutes(app, ctx, rt);
  };
