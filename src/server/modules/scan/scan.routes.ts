import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../../shared/api/envelope';
import {
  batchListQuery,
  createBatchBody,
  deleteBatchBody,
  ingestAnswer,
  printerCheckResult,
  scanBatch,
} from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import type { BlobStore } from '../../storage/blob-store';
import { batchDetail, createBatch, deleteBatch, listBatches, uploadFiles } from './batch.service';
import { checkPrinter } from './printer-check.service';
import { scanDoc } from './scan-doc';
import { registerPageRoutes } from './scan-pages.routes';
import { registerPracticeRoutes } from './practice-scan.routes';
import { registerResultRoutes } from './scan-results.routes';
import { ScanRuntime } from './scan-runtime';
import { streamUploads } from './upload-stream';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const params = z.object({ id: z.string() });
const multipart = { consumes: ['multipart/form-data'] };

/** Largest printer check scan (one page is read; the file is held in memory). */
const PRINTER_CHECK_BYTES = 50 * 1024 * 1024;

/**
 * 扫描: batches, uploads (kept first, then recognised on the worker pool), pages and overlays,
 * 异常处理, reconciliation, objective scores and the printer check read-back.
 */
export const scanRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const rt = new ScanRuntime(ctx);
    app.addHook('onReady', async () => rt.resumeIfNeeded());
    app.addHook('onClose', async () => rt.close());

    app.post(
      '/teacher/scan/batches',
      {
        schema: {
          ...scanDoc('新建扫描批次（试卷与班级须属于本校）'),
          body: createBatchBody,
          response: { 200: envelope(scanBatch), ...errors },
        },
      },
      async (req) => ok(await createBatch(ctx, currentUser(req), req.body), '已创建扫描批次'),
    );
    app.get(
      '/teacher/scan/batches',
      {
        schema: {
          ...scanDoc('扫描批次列表（含实时计数）'),
          querystring: batchListQuery,
          response: { 200: envelope(z.array(scanBatch)), ...errors },
        },
      },
      async (req) => ok(await listBatches(ctx, currentUser(req), req.query)),
    );
    app.get(
      '/teacher/scan/batches/:id',
      {
        schema: {
          ...scanDoc('扫描批次（实时计数）'),
          params,
          response: { 200: envelope(scanBatch), ...errors },
        },
      },
      async (req) => ok(await batchDetail(ctx, currentUser(req), req.params.id)),
    );
    app.post(
      '/teacher/scan/batches/:id/files',
      {
        schema: {
          ...scanDoc(
            '上传扫描文件（multipart，字段 files，可多个；先保存原件再识别；相同文件不重复计入）',
          ),
          ...multipart,
          params,
          response: { 200: envelope(ingestAnswer), ...errors, 413: errorBody },
        },
      },
      async (req) => {
        const userId = currentUser(req);
        const receive = (store: BlobStore) => streamUploads(req, store, ctx.config.uploads);
        return ok(await uploadFiles(ctx, rt, userId, req.params.id, receive), '已保存');
      },
    );
    app.delete(
      '/teacher/scan/batches/:id',
      {
        schema: {
          ...scanDoc('删除扫描批次（须确认；原件保留，结果不再计入，记录在案）'),
          params,
          body: deleteBatchBody,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await deleteBatch(ctx, rt, currentUser(req), req.params.id);
        return ok(null, '已删除');
      },
    );
    app.post(
      '/teacher/scan/printer-check',
      {
        schema: {
          ...scanDoc('读取扫描的打印机校准页：打印缩放与偏移'),
          ...multipart,
          response: { 200: envelope(printerCheckResult), ...errors, 413: errorBody },
        },
      },
      async (req) => {
        currentUser(req);
        const { files } = await readMultipart(req, { maxBytes: PRINTER_CHECK_BYTES, maxFiles: 1 });
        if (!files[0]) throw fail.badRequest('请上传扫描的校准页图片');
        return ok(await checkPrinter(files[0].bytes));
      },
    );

    registerPageRoutes(app, ctx, rt);
    registerResultRoutes(app, ctx);
    registerPracticeRoutes(app, ctx);
  };
