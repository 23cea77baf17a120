import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignClassesBody,
  envelope,
  errorBody,
  paperDetail as paperDetailSchema,
  paperListItem,
  paperListQuery,
  saveDocBody,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { assignClasses, copyPaper, deletePaper, listPapers } from './paper-list.service';
import { paperDetail, saveDoc, savePaper } from './paper.service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const doc = (summary: string) => ({ tags: ['paper'], summary, security: [{ bearer: [] }] });
const params = z.object({ id: z.string() });
const detail = { 200: envelope(paperDetailSchema), ...errors };

/** Papers: compose, settings, save, versions, assignment, 作业列表. */
export const paperRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/paper/list',
      {
        schema: {
          ...doc('作业列表'),
          querystring: paperListQuery,
          response: {
            200: envelope(z.object({ total: z.number().int(), list: z.array(paperListItem) })),
            ...errors,
          },
        },
      },
      async (request) => ok(await listPapers(ctx, currentUser(request), request.query)),
    );

    app.get(
      '/teacher/paper/:id',
      { schema: { ...doc('试卷（当前版本）'), params, response: detail } },
      async (request) => ok(await paperDetail(ctx, currentUser(request), request.params.id)),
    );

    app.put(
      '/teacher/paper/:id/doc',
      {
        schema: {
          ...doc('保存试卷结构与设置；已打印或已扫描的版本不变，改动成为新版本'),
          params,
          body: saveDocBody,
          response: detail,
        },
      },
      async (request) =>
        ok(await saveDoc(ctx, currentUser(request), request.params.id, request.body), '已保存'),
    );

    app.post(
      '/teacher/paper/:id/save',
      { schema: { ...doc('保存试卷（从试题篮成为作业）'), params, response: detail } },
      async (request) =>
        ok(await savePaper(ctx, currentUser(request), request.params.id), '试卷已保存'),
    );

    app.put(
      '/teacher/paper/:id/classes',
      {
        schema: {
          ...doc('布置到班级（当前学年）'),
          params,
          body: assignClassesBody,
          response: detail,
        },
      },
      async (request) =>
        ok(
          await assignClasses(ctx, currentUser(request), request.params.id, request.body.classIds),
          '已布置',
        ),
    );

    app.post(
      '/teacher/paper/:id/copy',
      { schema: { ...doc('复制试卷'), params, response: detail } },
      async (request) =>
        ok(await copyPaper(ctx, currentUser(request), request.params.id), '已复制'),
    );

    app.delete(
      '/teacher/paper/:id',
      {
        schema: {
          ...doc('删除试卷（可恢复的软删除）'),
          params,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (request) => {
        await deletePaper(ctx, currentUser(request), request.params.id);
        return ok(null, '已删除');
      },
    );
  };
