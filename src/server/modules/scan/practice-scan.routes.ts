import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../../shared/api/envelope';
import {
  createPracticeBatchBody,
  practiceBatchList,
  practiceReconciliation,
} from '../../../shared/api/practice-scan';
import { scanBatch } from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { createPracticeBatch, practiceReconciliation as reconcile } from './practice-batch.service';
import { listPracticeBatches } from './practice-list.service';
import { scanDoc } from './scan-doc';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** 错题重练 scanned as one batch: the practice batches to choose, create one, its 收卷核对. */
export function registerPracticeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/teacher/scan/practice-batches',
    {
      schema: {
        ...scanDoc('可扫描的错题练习：本校最近生成、当前用户有权扫描的练习，新的在前'),
        response: { 200: envelope(practiceBatchList), ...errors },
      },
    },
    async (req) => ok(await listPracticeBatches(ctx, currentUser(req))),
  );
  r.post(
    '/teacher/scan/practice-batches',
    {
      schema: {
        ...scanDoc('新建错题练习的扫描批次：全班（或全年级）学生的练习答题卡扫入同一批次'),
        body: createPracticeBatchBody,
        response: { 200: envelope(scanBatch), ...errors },
      },
    },
    async (req) => ok(await createPracticeBatch(ctx, currentUser(req), req.body), '已创建扫描批次'),
  );
  r.get(
    '/teacher/scan/batches/:id/practice',
    {
      schema: {
        ...scanDoc('错题练习批次的收卷核对：每个学生已扫描、缺页或未扫描'),
        params: z.object({ id: z.string() }),
        response: { 200: envelope(practiceReconciliation), ...errors },
      },
    },
    async (req) => ok(await reconcile(ctx, currentUser(req), req.params.id)),
  );
}
