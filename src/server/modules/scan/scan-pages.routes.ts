import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../../shared/api/envelope';
import {
  pageList,
  pageListQuery,
  problemListQuery,
  resolveAnswer,
  resolveProblemBody,
  scanPageDetail,
  scanProblemView,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { listPages, pageCrop, pageDetail, pageImage } from './page.service';
import { listProblems, resolveProblem } from './problem.service';
import { scanDoc } from './scan-doc';
import type { ScanRuntime } from './scan-runtime';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const params = z.object({ id: z.string() });
const jpegBody = z.string().meta({ format: 'binary' }).describe('JPEG 图片（image/jpeg）');

/** Sends JPEG bytes (private: they show a student's work). */
const sendJpeg = (reply: FastifyReply, bytes: Uint8Array) =>
  reply
    .type('image/jpeg')
    .header('cache-control', 'private, max-age=3600')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** Pages (list, overlay detail, image, crops) and 异常处理 (problems and their resolution). */
export function registerPageRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  rt: ScanRuntime,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/teacher/scan/batches/:id/pages',
    {
      schema: {
        ...scanDoc('批次的扫描页（按上传顺序，可按状态或异常类型筛选）'),
        params,
        querystring: pageListQuery,
        response: { 200: envelope(pageList), ...errors },
      },
    },
    async (req) => ok(await listPages(ctx, currentUser(req), req.params.id, req.query)),
  );
  r.get(
    '/teacher/scan/pages/:id',
    {
      schema: {
        ...scanDoc(
          '扫描页详情：定位块、二维码/条形码、每个填涂点的得分与判定、客观题、异常（坐标为原图像素）',
        ),
        params,
        response: { 200: envelope(scanPageDetail), ...errors },
      },
    },
    async (req) => ok(await pageDetail(ctx, currentUser(req), req.params.id)),
  );
  r.get(
    '/teacher/scan/pages/:id/image',
    {
      schema: {
        ...scanDoc('扫描页原图（JPEG，按 width 缩小；方向与上传时相同）'),
        params,
        querystring: z.object({ width: z.coerce.number().int().min(16).max(10000).optional() }),
        produces: ['image/jpeg'],
        response: { 200: jpegBody, ...errors },
      },
    },
    async (req, reply) => {
      return sendJpeg(
        reply,
        await pageImage(ctx, rt, currentUser(req), req.params.id, req.query.width),
      );
    },
  );
  r.get(
    '/teacher/scan/pages/:id/crop',
    {
      schema: {
        ...scanDoc(
          '原分辨率裁切（JPEG，已转正）：element 为答题卡元素 id（主观题框、作文格…）、客观题 id 或填涂点 id',
        ),
        params,
        querystring: z.object({ element: z.string().min(1, '请指定区域') }),
        produces: ['image/jpeg'],
        response: { 200: jpegBody, ...errors },
      },
    },
    async (req, reply) => {
      return sendJpeg(
        reply,
        await pageCrop(ctx, rt, currentUser(req), req.params.id, req.query.element),
      );
    },
  );
  r.get(
    '/teacher/scan/batches/:id/problems',
    {
      schema: {
        ...scanDoc('异常处理：批次的异常（可按类型、状态筛选）'),
        params,
        querystring: problemListQuery,
        response: { 200: envelope(z.array(scanProblemView)), ...errors },
      },
    },
    async (req) => ok(await listProblems(ctx, currentUser(req), req.params.id, req.query)),
  );
  r.post(
    '/teacher/scan/problems/:id/resolve',
    {
      schema: {
        ...scanDoc(
          '处理异常（记录处理人与时间，立即重新计分）；错题练习批次的页码异常指定学生和页码（set-page 带 studentId）',
        ),
        params,
        body: resolveProblemBody,
        response: { 200: envelope(resolveAnswer), ...errors },
      },
    },
    async (req) =>
      ok(await resolveProblem(ctx, rt, currentUser(req), req.params.id, req.body), '已处理'),
  );
}
