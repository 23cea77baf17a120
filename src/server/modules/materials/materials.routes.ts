import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bindablePaper,
  bindBody,
  envelope,
  errorBody,
  material,
  MATERIAL_LIMITS,
  materialPlace,
  materialQuery,
  paperBinding,
  scheduleBody,
  scheduleEntry,
  sharePaperBody,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import {
  copyMaterialPaper,
  deleteMaterial,
  listMaterials,
  materialBytes,
  materialHtml,
  sharePaper,
  uploadMaterial,
} from './materials.service';
import {
  bindablePapers,
  bindPaper,
  listBindings,
  scheduleHomework,
  unbindPaper,
  unschedule,
  useScheduled,
  weekSchedule,
} from './schedule.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };
const doc = (summary: string) => ({ tags: ['materials'], summary, security: [{ bearer: [] }] });
const org = z.object({ orgId: z.string() });
const one = org.extend({ id: z.string() });
const done = { 200: envelope(z.null()), ...errors };
const created = { 200: envelope(z.object({ id: z.string() })), ...errors };

/** 校本资料 (/schoolmaterials) and 校本资料装订 (/paperbinding). */
export const materialsRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/materials/:orgId',
      {
        schema: {
          ...doc('校本资料列表（按学科、年级、教材、章节、关键词）'),
          params: org,
          querystring: materialQuery,
          response: { 200: envelope(z.array(material)), ...errors },
        },
      },
      async (req) => ok(await listMaterials(ctx, currentUser(req), req.params.orgId, req.query)),
    );

    app.post(
      '/materials/:orgId',
      {
        schema: {
          ...doc(
            `上传校本资料（${MATERIAL_LIMITS.types}，最大 20 MB）：file 与 title、subjectId、gradeLevel、textbookId、chapterId`,
          ),
          params: org,
          consumes: ['multipart/form-data'],
          response: created,
        },
      },
      async (req) => {
        const userId = currentUser(req);
        const { files, fields } = await readMultipart(req, {
          maxBytes: MATERIAL_LIMITS.bytes,
          maxFiles: 1,
        });
        const file = files[0];
        if (!file) throw fail.badRequest('请选择要上传的文件');
        const parsed = materialPlace.safeParse({
          title: fields.title || file.name.replace(/\.[^.]+$/, ''),
          subjectId: fields.subjectId ?? '',
          gradeLevel: fields.gradeLevel || null,
          textbookId: fields.textbookId || null,
          chapterId: fields.chapterId || null,
        });
        if (!parsed.success) throw fail.badRequest(parsed.error.issues[0]?.message);
        return ok(
          { id: await uploadMaterial(ctx, userId, req.params.orgId, parsed.data, file) },
          '资料已上传',
        );
      },
    );

    app.post(
      '/materials/:orgId/papers',
      {
        schema: {
          ...doc('把我的试卷共享为学校试卷'),
          params: org,
          body: sharePaperBody,
          response: created,
        },
      },
      async (req) =>
        ok(
          { id: await sharePaper(ctx, currentUser(req), req.params.orgId, req.body) },
          '已共享到校本资料',
        ),
    );

    app.get(
      '/materials/:orgId/:id/file',
      {
        schema: {
          ...doc('下载或在页面中查看资料文件'),
          params: one,
          querystring: z.object({ inline: z.coerce.boolean().optional() }),
        },
      },
      async (req, reply) => {
        const { row, bytes } = await materialBytes(
          ctx,
          currentUser(req),
          req.params.orgId,
          req.params.id,
        );
        const how = req.query.inline ? 'inline' : 'attachment';
        return reply
          .type(row.mime)
          .header(
            'content-disposition',
            `${how}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
          )
          .header('x-content-type-options', 'nosniff')
          .send(bytes);
      },
    );

    app.get(
      '/materials/:orgId/:id/html',
      {
        schema: {
          ...doc('Word 资料的页面预览（HTML）'),
          params: one,
          response: { 200: envelope(z.object({ html: z.string() })), ...errors },
        },
      },
      async (req) =>
        ok({ html: await materialHtml(ctx, currentUser(req), req.params.orgId, req.params.id) }),
    );

    app.delete(
      '/materials/:orgId/:id',
      { schema: { ...doc('删除资料（上传者或管理员）'), params: one, response: done } },
      async (req) => {
        await deleteMaterial(ctx, currentUser(req), req.params.orgId, req.params.id);
        return ok(null, '已删除');
      },
    );

    app.post(
      '/materials/:orgId/:id/copy',
      { schema: { ...doc('把学校试卷复制到我的试卷'), params: one, response: created } },
      async (req) =>
        ok(
          { id: await copyMaterialPaper(ctx, currentUser(req), req.params.orgId, req.params.id) },
          '已复制到我的试卷',
        ),
    );

    app.get(
      '/materials/:orgId/papers/bindable',
      {
        schema: {
          ...doc('可装订与安排的试卷（我的试卷与学校试卷）'),
          params: org,
          response: { 200: envelope(z.array(bindablePaper)), ...errors },
        },
      },
      async (req) => ok(await bindablePapers(ctx, currentUser(req), req.params.orgId)),
    );

    app.get(
      '/materials/:orgId/bindings',
      {
        schema: {
          ...doc('教材各章节绑定的试卷'),
          params: org,
          querystring: z.object({ textbookId: z.string() }),
          response: { 200: envelope(z.array(paperBinding)), ...errors },
        },
      },
      async (req) =>
        ok(await listBindings(ctx, currentUser(req), req.params.orgId, req.query.textbookId)),
    );

    app.put(
      '/materials/:orgId/bindings',
      { schema: { ...doc('把试卷绑定到教材章节'), params: org, body: bindBody, response: done } },
      async (req) => {
        await bindPaper(ctx, currentUser(req), req.params.orgId, req.body);
        return ok(null, '已绑定');
      },
    );

    app.delete(
      '/materials/:orgId/bindings',
      {
        schema: {
          ...doc('解除试卷与章节的绑定'),
          params: org,
          querystring: z.object({ paperId: z.string(), chapterId: z.string() }),
          response: done,
        },
      },
      async (req) => {
        await unbindPaper(
          ctx,
          currentUser(req),
          req.params.orgId,
          req.query.paperId,
          req.query.chapterId,
        );
        return ok(null, '已解除绑定');
      },
    );

    app.get(
      '/materials/:orgId/schedule',
      {
        schema: {
          ...doc('教学进度：某周各班用哪份试卷（mine=1 只看我任教的班级）'),
          params: org,
          querystring: z.object({
            week: z.string().optional(),
            mine: z.coerce.boolean().optional(),
          }),
          response: { 200: envelope(z.array(scheduleEntry)), ...errors },
        },
      },
      async (req) =>
        ok(
          await weekSchedule(
            ctx,
            currentUser(req),
            req.params.orgId,
            req.query.week,
            !!req.query.mine,
          ),
        ),
    );

    app.post(
      '/materials/:orgId/schedule',
      {
        schema: {
          ...doc('安排某周某班使用的试卷'),
          params: org,
          body: scheduleBody,
          response: created,
        },
      },
      async (req) =>
        ok(
          { id: await scheduleHomework(ctx, currentUser(req), req.params.orgId, req.body) },
          '已安排',
        ),
    );

    app.delete(
      '/materials/:orgId/schedule/:id',
      { schema: { ...doc('取消安排'), params: one, response: done } },
      async (req) => {
        await unschedule(ctx, currentUser(req), req.params.orgId, req.params.id);
        return ok(null, '已取消');
      },
    );

    app.post(
      '/materials/:orgId/schedule/:id/use',
      {
        schema: {
          ...doc('一键使用本周作业：我的试卷直接打开，学校试卷先复制到我的试卷'),
          params: one,
          response: created,
        },
      },
      async (req) =>
        ok({ id: await useScheduled(ctx, currentUser(req), req.params.orgId, req.params.id) }),
    );
  };
