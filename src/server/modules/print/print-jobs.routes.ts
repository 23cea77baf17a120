import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody, printJobBody, printJobStatus } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { pdfResponse, sendPdf } from './pdf-reply';
import type { PrintJobRegistry } from './print-job-registry';
import { cardSetJob, cardSetPlan, labelsJob, labelsPlan } from './print.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const doc = (summary: string) => ({ tags: ['print'], summary, security: [{ bearer: [] }] });
const params = z.object({ jobId: z.string() });

/** Background print jobs: create, progress, file, cancel. */
export function registerPrintJobRoutes(
  api: Parameters<FastifyPluginAsyncZod>[0],
  ctx: ServerContext,
  jobs: PrintJobRegistry,
) {
  api.post(
    '/teacher/print/jobs',
    {
      schema: {
        ...doc('创建后台打印任务（整个年级的个性化答题卡或标签），立即返回任务号'),
        body: printJobBody,
        response: { 200: envelope(printJobStatus), ...errors },
      },
    },
    async (req) => {
      const userId = currentUser(req);
      const body = req.body;
      if (body.kind === 'card-set') {
        const plan = await cardSetPlan(ctx, userId, body);
        const job = cardSetJob(plan);
        return ok(await jobs.start(userId, plan.fileName, plan.students.length, job));
      }
      const plan = await labelsPlan(ctx, userId, body);
      return ok(await jobs.start(userId, plan.fileName, plan.students.length, labelsJob(plan)));
    },
  );
  api.get(
    '/teacher/print/jobs/:jobId',
    {
      schema: {
        ...doc('打印任务进度：已完成学生数 done / 总数 total，状态 status'),
        params,
        response: { 200: envelope(printJobStatus), ...errors },
      },
    },
    async (req) => ok(await jobs.status(currentUser(req), req.params.jobId)),
  );
  api.get(
    '/teacher/print/jobs/:jobId/file',
    {
      schema: {
        ...doc('下载已完成的打印任务文件'),
        params,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (req, reply) => sendPdf(reply, await jobs.file(currentUser(req), req.params.jobId)),
  );
  api.delete(
    '/teacher/print/jobs/:jobId',
    {
      schema: {
        ...doc('取消打印任务（在两批之间停止）'),
        params,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (req) => {
      await jobs.cancel(currentUser(req), req.params.jobId);
      return ok(null, '已取消');
    },
  );
}
