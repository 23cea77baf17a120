import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_STEPS, envelope, errorBody, exportBody, printJobStatus } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { sendBytes } from '../marking/marking-doc';
import { printJobsOf } from '../print/print-job-registry';

/** MIME type of .xlsx. */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const doc = (summary: string) => ({ tags: ['exports'], summary, security: [{ bearer: [] }] });
const params = z.object({ jobId: z.string() });

/**
 * .xlsx exports as background jobs on the print jobs' path (in-process, or BullMQ and `npm run
 * worker` with REDIS_URL): start, progress, file, cancel. The page's permission checks run in the
 * job; a refusal ends it as `failed` with the Chinese reason.
 */
export const exportRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const jobs = printJobsOf(ctx, (err) => app.log.error({ err }, 'export failed'), 'export');
    app.addHook('onClose', () => jobs.close());

    app.post(
      '/teacher/exports',
      {
        schema: {
          ...doc('导出 Excel（.xlsx）：创建后台任务，立即返回任务号；完成后下载文件'),
          body: exportBody,
          response: { 200: envelope(printJobStatus), ...errors },
        },
      },
      async (req) => {
        const userId = currentUser(req);
        const job = { kind: 'export' as const, userId, request: req.body };
        return ok(await jobs.start(userId, '导出.xlsx', EXPORT_STEPS, job));
      },
    );
    app.get(
      '/teacher/exports/:jobId',
      {
        schema: {
          ...doc('导出任务进度：已完成步骤 done / total，状态 status，失败原因 message'),
          params,
          response: { 200: envelope(printJobStatus), ...errors },
        },
      },
      async (req) => ok(await jobs.status(currentUser(req), req.params.jobId)),
    );
    app.get(
      '/teacher/exports/:jobId/file',
      { schema: { ...doc('下载已完成的导出文件（.xlsx）'), params, produces: [XLSX] } },
      async (req, reply) => {
        const file = await jobs.file(currentUser(req), req.params.jobId);
        return sendBytes(reply, XLSX, file.bytes, file.fileName);
      },
    );
    app.delete(
      '/teacher/exports/:jobId',
      {
        schema: {
          ...doc('取消导出任务'),
          params,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await jobs.cancel(currentUser(req), req.params.jobId);
        return ok(null, '已取消');
      },
    );
  };
