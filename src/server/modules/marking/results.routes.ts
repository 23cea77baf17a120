import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/api/envelope';
import type { ServerContext } from '../../context';
import { eventStreams } from '../../lib/event-stream';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { itemHistory, paperBoard } from './board.service';
import { markedCardPdf } from './marked-card';
import { errors, idParams, markingDoc, sendBytes } from './marking-doc';
import type { MarkingRuntime } from './marking-runtime';
import { markingSignals } from './marking-signals';
import { scoreTable } from './scores.service';

/** 质量监控 boards (JSON and live; the .xlsx is an export job), marked cards (PDF) and item histories. */
export function registerResultRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  rt: MarkingRuntime,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const openStream = eventStreams(app);
  r.get(
    '/teacher/marking/papers/:id/board',
    {
      schema: {
        ...markingDoc('阅卷进度与质量监控（每题块、每位老师）'),
        params: idParams,
        response: { 200: envelope(z.unknown()), ...errors },
      },
    },
    async (req) => ok(await paperBoard(ctx, currentUser(req), req.params.id)),
  );
  r.get(
    '/teacher/marking/papers/:id/board/stream',
    {
      schema: {
        ...markingDoc('阅卷进度实时推送（server-sent events：有变化时推送 board 事件）'),
        params: idParams,
        produces: ['text/event-stream'],
      },
    },
    async (req, reply) => {
      const userId = currentUser(req);
      const paperId = req.params.id;
      const first = await paperBoard(ctx, userId, paperId);
      const stream = openStream(req, reply, 25_000);
      const send = (data: unknown) => stream.send('board', data);
      send(first);
      let timer: NodeJS.Timeout | undefined;
      const onChange = (changed: string) => {
        if (changed !== paperId || timer) return;
        // Many submits a second become one push every half second.
        timer = setTimeout(() => {
          timer = undefined;
          paperBoard(ctx, userId, paperId).then(send, () => undefined);
        }, 500);
      };
      markingSignals.on('paper', onChange);
      stream.onClose(() => {
        markingSignals.off('paper', onChange);
        clearTimeout(timer);
      });
    },
  );
  r.get(
    '/teacher/marking/papers/:id/scores',
    {
      schema: {
        ...markingDoc('成绩表（客观题 + 各题块终评；缺考显示为缺考）'),
        params: idParams,
        querystring: z.object({ classId: z.string().optional() }),
        response: { 200: envelope(z.unknown()), ...errors },
      },
    },
    async (req) => ok(await scoreTable(ctx, currentUser(req), req.params.id, req.query.classId)),
  );
  r.get(
    '/teacher/marking/papers/:id/students/:studentId/card.pdf',
    {
      schema: {
        ...markingDoc('批改后的答题卡（PDF：扫描页上标出每题得分与批注）'),
        params: z.object({ id: z.string(), studentId: z.string() }),
        produces: ['application/pdf'],
      },
    },
    async (req, reply) =>
      sendBytes(
        reply,
        'application/pdf',
        await markedCardPdf(ctx, rt.store, currentUser(req), req.params.id, req.params.studentId),
      ),
  );
  r.get(
    '/teacher/marking/items/:id/history',
    {
      schema: {
        ...markingDoc('答卷的全部阅卷记录（试卷所有者或管理员）'),
        params: idParams,
        response: { 200: envelope(z.unknown()), ...errors },
      },
    },
    async (req) => ok(await itemHistory(ctx, currentUser(req), req.params.id)),
  );
}
