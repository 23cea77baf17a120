import { createReadStream } from 'node:fs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankCatalog,
  bankQuery,
  bankQuestion,
  chapterKnowledgeItem,
  envelope,
  errorBody,
  knowledgeChapterItem,
  treeNode,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { fail } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { getCatalog, getTree, listQuestions, similarQuestions } from './bank.service';
import { chapterKnowledge, knowledgeChapters } from './chapter-knowledge.service';
import { findQuestion } from './question.repository';
import { seedImagePath } from './seed/seed.loader';
import { uploadImageBytes } from './upload-images';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const doc = (summary: string) => ({ tags: ['bank'], summary, security: [{ bearer: [] }] });

/** The question bank: catalogue, chapter/知识点 trees, questions, similar questions, images. */
export const bankRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/teacher/bank/catalog',
      {
        schema: { ...doc('学段、学科与教材'), response: { 200: envelope(bankCatalog), ...errors } },
      },
      async () => ok(await getCatalog(ctx.db)),
    );

    app.get(
      '/teacher/bank/tree',
      {
        schema: {
          ...doc('章节树（booknode，默认）或知识点树（knowledge）'),
          querystring: z.object({
            subjectId: z.string().min(1, '请选择学科'),
            type: z.enum(['booknode', 'knowledge']).default('booknode'),
            textbookId: z.string().optional(),
          }),
          response: { 200: envelope(z.array(treeNode)), ...errors },
        },
      },
      async (request) => ok(await getTree(ctx.db, request.query)),
    );

    app.get(
      '/teacher/bank/chapters/:id/knowledge',
      {
        schema: {
          ...doc('章节所讲的知识点（章含其各节），按知识点树排序'),
          params: z.object({ id: z.string() }),
          response: { 200: envelope(z.array(chapterKnowledgeItem)), ...errors },
        },
      },
      async (request) => ok(await chapterKnowledge(ctx.db, request.params.id)),
    );

    app.get(
      '/teacher/bank/knowledge/:id/chapters',
      {
        schema: {
          ...doc('讲授某知识点（含其子知识点）的章节，按教材顺序排序'),
          params: z.object({ id: z.string() }),
          response: { 200: envelope(z.array(knowledgeChapterItem)), ...errors },
        },
      },
      async (request) => ok(await knowledgeChapters(ctx.db, request.params.id)),
    );

    app.get(
      '/teacher/bank/questions',
      {
        schema: {
          ...doc('按章节或知识点（可再按本章知识点）、题型、难度、年份、关键词筛选试题'),
          querystring: bankQuery,
          response: {
            200: envelope(z.object({ total: z.number().int(), list: z.array(bankQuestion) })),
            ...errors,
          },
        },
      },
      async (request) => ok(await listQuestions(ctx.db, currentUser(request), request.query)),
    );

    app.get(
      '/teacher/bank/questions/:id',
      {
        schema: {
          ...doc('一道试题（含答案与解析）'),
          params: z.object({ id: z.string() }),
          response: { 200: envelope(bankQuestion), ...errors },
        },
      },
      async (request) => {
        const q = await findQuestion(ctx.db, currentUser(request), request.params.id);
        if (!q) throw fail.notFound('试题不存在');
        return ok(q);
      },
    );

    app.get(
      '/teacher/bank/questions/:id/similar',
      {
        schema: {
          ...doc('相似题（同题型、同知识点），用于换一题'),
          params: z.object({ id: z.string() }),
          querystring: z.object({ exclude: z.string().optional() }),
          response: { 200: envelope(z.array(bankQuestion)), ...errors },
        },
      },
      async (request) => {
        const exclude = (request.query.exclude ?? '').split(',').filter(Boolean);
        return ok(await similarQuestions(ctx.db, currentUser(request), request.params.id, exclude));
      },
    );

    app.get(
      '/bank/images/:scheme/:name',
      {
        config: { public: true },
        schema: {
          tags: ['bank'],
          summary: '试题图片（公开，名称不可猜测）',
          params: z.object({ scheme: z.enum(['seed', 'upload']), name: z.string() }),
        },
      },
      async (request, reply) => {
        const { scheme, name } = request.params;
        const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
        const cache = 'public, max-age=86400';
        if (scheme === 'upload') {
          const bytes = await uploadImageBytes(ctx, name);
          if (!bytes) throw fail.notFound('图片不存在');
          return reply.type(type).header('cache-control', cache).send(bytes);
        }
        const path = seedImagePath(name);
        if (!path) throw fail.notFound('图片不存在');
        const stream = createReadStream(path);
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', () => reject(fail.notFound('图片不存在')));
        });
        return reply.type(type).header('cache-control', cache).send(stream);
      },
    );
  };
