import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addGradeBody,
  analysisSettings,
  createSchoolBody,
  envelope,
  errorBody,
  renameBody,
  rolloverBody,
  rolloverPlan,
  schoolProfileBody,
  schoolSettings,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { readMultipart } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { imageDataUrl } from '../../lib/uploaded-image';
import { currentUser } from '../../plugins/auth';
import { requireAdmin } from '../system/access';
import { saveAnalysisSettings } from './analysis-settings';
import { renameClass, retireClass } from './classes.service';
import { createSchool } from './create-school.service';
import { previewRollover, runRollover } from './rollover.service';
import {
  addClass,
  addGrade,
  getSchoolSettings,
  updateSchoolProfile,
} from './school-settings.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };
const doc = (summary: string) => ({ tags: ['school'], summary, security: [{ bearer: [] }] });
const org = z.object({ orgId: z.string() });
const done = { 200: envelope(z.null()), ...errors };
const created = { 200: envelope(z.object({ id: z.string() })), ...errors };

/** 学校设置 (/team/details): the creator and administrators change it, members read it. */
export const schoolRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/account/schools',
      {
        schema: {
          ...doc('创建学校（创建者为当前用户）'),
          body: createSchoolBody,
          response: created,
        },
      },
      async (req) => ok({ id: await createSchool(ctx, currentUser(req), req.body) }, '学校已创建'),
    );

    app.get(
      '/school/:orgId/settings',
      {
        schema: {
          ...doc('学校设置'),
          params: org,
          response: { 200: envelope(schoolSettings), ...errors },
        },
      },
      async (req) => ok(await getSchoolSettings(ctx, currentUser(req), req.params.orgId)),
    );

    app.put(
      '/school/:orgId/profile',
      {
        schema: {
          ...doc('学校名称、学段与开设学科'),
          params: org,
          body: schoolProfileBody,
          response: done,
        },
      },
      async (req) => {
        await updateSchoolProfile(ctx, currentUser(req), req.params.orgId, req.body);
        return ok(null, '已保存');
      },
    );

    app.post(
      '/school/:orgId/logo',
      {
        schema: {
          ...doc('上传校徽（图片，最大 5 MB，显示在顶部导航）'),
          params: org,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(z.object({ logo: z.string() })), ...errors },
        },
      },
      async (req) => {
        await requireAdmin(ctx.db, currentUser(req), req.params.orgId);
        const { files } = await readMultipart(req, { maxBytes: 5 * 1024 * 1024, maxFiles: 1 });
        if (!files[0]) throw fail.badRequest('请选择校徽图片');
        const logo = await imageDataUrl(files[0].bytes, { width: 256, height: 128 });
        await ctx.db.updateTable('orgs').set({ logo }).where('id', '=', req.params.orgId).execute();
        return ok({ logo }, '校徽已更新');
      },
    );

    app.post(
      '/school/:orgId/grades',
      {
        schema: {
          ...doc('新增年级（学年）及其班级'),
          params: org,
          body: addGradeBody,
          response: created,
        },
      },
      async (req) =>
        ok({ id: await addGrade(ctx, currentUser(req), req.params.orgId, req.body) }, '年级已添加'),
    );

    app.post(
      '/school/:orgId/grades/:gradeId/classes',
      {
        schema: {
          ...doc('新增班级'),
          params: org.extend({ gradeId: z.string() }),
          body: z.object({ name: z.string().max(30).optional() }),
          response: created,
        },
      },
      async (req) =>
        ok(
          {
            id: await addClass(
              ctx,
              currentUser(req),
              req.params.orgId,
              req.params.gradeId,
              req.body.name,
            ),
          },
          '班级已添加',
        ),
    );

    app.put(
      '/school/:orgId/classes/:id',
      {
        schema: {
          ...doc('重命名年级或班级'),
          params: org.extend({ id: z.string() }),
          body: renameBody,
          response: done,
        },
      },
      async (req) => {
        await renameClass(ctx, currentUser(req), req.params.orgId, req.params.id, req.body.name);
        return ok(null, '已重命名');
      },
    );

    app.delete(
      '/school/:orgId/classes/:id',
      {
        schema: {
          ...doc('停用年级或班级（保留历史）'),
          params: org.extend({ id: z.string() }),
          response: done,
        },
      },
      async (req) => {
        await retireClass(ctx, currentUser(req), req.params.orgId, req.params.id);
        return ok(null, '已停用');
      },
    );

    app.put(
      '/school/:orgId/analysis/:subjectId',
      {
        schema: {
          ...doc('学科的四率线、分数段宽度与临界分差'),
          params: org.extend({ subjectId: z.string() }),
          body: analysisSettings,
          response: done,
        },
      },
      async (req) => {
        const userId = currentUser(req);
        const { orgId, subjectId } = req.params;
        await requireAdmin(ctx.db, userId, orgId);
        await saveAnalysisSettings(
          ctx.db,
          { orgId, subjectId, updatedBy: userId, updatedAt: nowIso(ctx.now()) },
          req.body,
        );
        return ok(null, '分析设置已保存');
      },
    );

    app.get(
      '/school/:orgId/rollover',
      {
        schema: {
          ...doc('学年升级预览'),
          params: org,
          response: { 200: envelope(rolloverPlan), ...errors },
        },
      },
      async (req) => ok(await previewRollover(ctx, currentUser(req), req.params.orgId)),
    );

    app.post(
      '/school/:orgId/rollover',
      {
        schema: {
          ...doc('学年升级：每个年级升一级，最高年级毕业，新建起始年级'),
          params: org,
          body: rolloverBody,
          response: { 200: envelope(rolloverPlan), ...errors },
        },
      },
      async (req) =>
        ok(
          await runRollover(ctx, currentUser(req), req.params.orgId, req.body.classCounts),
          '学年升级完成',
        ),
    );
  };
