import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankQuestion,
  envelope,
  errorBody,
  importPreview,
  importSave,
  questionWrite,
  uploadedImage,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { AppError, fail } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { MAX_DOCX_BYTES, previewDocx } from './docx-import/docx-import.service';
import { saveImported } from './docx-import/import-save.service';
import { MAX_IMAGE_BYTES, storeImage } from './question-image.service';
import {
  authorSchool,
  createQuestion,
  deleteQuestion,
  deriveQuestion,
  updateQuestion,
} from './question-write.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };
const doc = (summary: string) => ({ tags: ['bank'], summary, security: [{ bearer: [] }] });
const params = z.object({ id: z.string() });
const multipart = { consumes: ['multipart/form-data'] };

/** The one uploaded file (field `file`) of a multipart request, within a size limit. */
async function oneFile(request: FastifyRequest, limit: number, tooLarge: string, missing: string) {
  if (!request.isMultipart()) throw fail.badRequest('请以 multipart/form-data 方式上传文件');
  const part = await request.file({ limits: { fileSize: limit, files: 1 } });
  if (!part) throw fail.badRequest(missing);
  try {
    return { name: part.filename, data: await part.toBuffer() };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', tooLarge);
    throw e;
  }
}

/** Question authoring (new, 衍生, edit, delete), question images and Word import. */
export const questionWriteRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = { 200: envelope(bankQuestion), ...errors };
    app.post(
      '/teacher/bank/questions',
      { schema: { ...doc('新建试题（归本人所有）'), body: questionWrite, response: answer } },
      async (req) => ok(await createQuestion(ctx, currentUser(req), req.body), '试题已保存'),
    );
    app.post(
      '/teacher/bank/questions/:id/derive',
      {
        schema: {
          ...doc('衍生：复制一道可见的试题（可带修改后的内容），原题不变'),
          params,
          body: questionWrite.nullish(),
          response: answer,
        },
      },
      async (req) =>
        ok(
          await deriveQuestion(ctx, currentUser(req), req.params.id, req.body ?? undefined),
          '已衍生为我的试题',
        ),
    );
    app.put(
      '/teacher/bank/questions/:id',
      {
        schema: {
          ...doc('修改本人的试题（学校管理员可修改本校教师的试题）'),
          params,
          body: questionWrite,
          response: answer,
        },
      },
      async (req) =>
        ok(await updateQuestion(ctx, currentUser(req), req.params.id, req.body), '试题已修改'),
    );
    app.delete(
      '/teacher/bank/questions/:id',
      {
        schema: {
          ...doc('删除本人的试题（软删除）'),
          params,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await deleteQuestion(ctx, currentUser(req), req.params.id);
        return ok(null, '试题已删除');
      },
    );
    app.post(
      '/teacher/bank/images',
      {
        schema: {
          ...doc('上传试题图片（PNG 或 JPEG，≤ 5 MB，字段 file）'),
          ...multipart,
          response: { 200: envelope(uploadedImage), ...errors },
        },
      },
      async (req) => {
        await authorSchool(ctx.db, currentUser(req));
        const file = await oneFile(req, MAX_IMAGE_BYTES, '图片不能超过 5 MB', '请选择要上传的图片');
        return ok(await storeImage(ctx, file.data), '图片已上传');
      },
    );
    app.post(
      '/teacher/bank/import/docx',
      {
        schema: {
          ...doc('从 Word（.docx，≤ 20 MB，字段 file）识别试题，只预览不保存'),
          ...multipart,
          response: { 200: envelope(importPreview), ...errors },
        },
      },
      async (req) => {
        // Found images are stored at once, so only a teacher of a school may import.
        await authorSchool(ctx.db, currentUser(req));
        const file = await oneFile(
          req,
          MAX_DOCX_BYTES,
          'Word 文件不能超过 20 MB',
          '请选择 Word 文件',
        );
        return ok(await previewDocx(ctx, file.data));
      },
    );
    app.post(
      '/teacher/bank/import/save',
      {
        schema: {
          ...doc('保存（修改后的）导入试题到我的试题'),
          body: importSave,
          response: { 200: envelope(z.object({ ids: z.array(z.string()) })), ...errors },
        },
      },
      async (req) => {
        const ids = await saveImported(ctx, currentUser(req), req.body);
        return ok({ ids }, `已导入 ${ids.length} 道试题`);
      },
    );
  };
