import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  errorBody,
  rosterImportBody,
  rosterPreview,
  studentBody,
  studentQuery,
  studentRow,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { checkRosterRows, importRoster, previewRoster } from './roster.service';
import { addStudent, listStudents, removeStudent, updateStudent } from './students.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };
const doc = (summary: string) => ({ tags: ['school'], summary, security: [{ bearer: [] }] });
const org = z.object({ orgId: z.string() });
const one = org.extend({ id: z.string() });
const done = { 200: envelope(z.null()), ...errors };

/** Students of a school: list, add, edit, move, remove; roster .xlsx import and export. */
export const studentRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/school/:orgId/students',
      {
        schema: {
          ...doc('学生名单'),
          params: org,
          querystring: studentQuery,
          response: { 200: envelope(z.array(studentRow)), ...errors },
        },
      },
      async (req) => ok(await listStudents(ctx, currentUser(req), req.params.orgId, req.query)),
    );

    app.post(
      '/school/:orgId/students',
      {
        schema: {
          ...doc('添加学生'),
          params: org,
          body: studentBody,
          response: { 200: envelope(z.object({ id: z.string() })), ...errors },
        },
      },
      async (req) =>
        ok(
          { id: await addStudent(ctx, currentUser(req), req.params.orgId, req.body) },
          '学生已添加',
        ),
    );

    app.put(
      '/school/:orgId/students/:id',
      {
        schema: {
          ...doc('修改学生（换班级即调班）'),
          params: one,
          body: studentBody,
          response: done,
        },
      },
      async (req) => {
        await updateStudent(ctx, currentUser(req), req.params.orgId, req.params.id, req.body);
        return ok(null, '已保存');
      },
    );

    app.delete(
      '/school/:orgId/students/:id',
      { schema: { ...doc('删除学生（已有答题卡记录的不能删除）'), params: one, response: done } },
      async (req) => {
        await removeStudent(ctx, currentUser(req), req.params.orgId, req.params.id);
        return ok(null, '已删除');
      },
    );

    app.post(
      '/school/:orgId/roster/preview',
      {
        schema: {
          ...doc('导入学生名单预览（.xlsx：姓名、班级、考号、性别）；不保存'),
          params: org,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(rosterPreview), ...errors },
        },
      },
      async (req) => {
        const { files } = await readMultipart(req, { maxBytes: 5 * 1024 * 1024, maxFiles: 1 });
        if (!files[0]) throw fail.badRequest('请选择名单文件');
        return ok(await previewRoster(ctx, currentUser(req), req.params.orgId, files[0].bytes));
      },
    );

    app.post(
      '/school/:orgId/roster/check',
      {
        schema: {
          ...doc('重新检查改正后的名单行（不保存）'),
          params: org,
          body: rosterImportBody,
          response: { 200: envelope(rosterPreview), ...errors },
        },
      },
      async (req) =>
        ok(await checkRosterRows(ctx, currentUser(req), req.params.orgId, req.body.rows)),
    );

    app.post(
      '/school/:orgId/roster/import',
      {
        schema: {
          ...doc('导入学生名单：全部无误才保存，任何一行有问题则一行也不保存'),
          params: org,
          body: rosterImportBody,
          response: {
            200: envelope(
              z.object({ added: z.number(), updated: z.number(), unchanged: z.number() }),
            ),
            ...errors,
          },
        },
      },
      async (req) => {
        const r = await importRoster(ctx, currentUser(req), req.params.orgId, req.body.rows);
        return ok(r, `导入完成：新增 ${r.added} 人，更新 ${r.updated} 人`);
      },
    );
  };
