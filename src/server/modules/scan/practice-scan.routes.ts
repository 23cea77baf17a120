import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../../shared/api/envelope';
import {
  createPracticeBatchBody,
  practiceReconciliation,
  scanBatch,
} from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { createPracticeBatch, practiceReconciliation as reconcile } from './practice-batch.service';
import { scanDoc } from './scan-doc';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** 错题重练 scanned as one batch: create it, and its per-student 收卷核对. */
export function registerPracticeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
