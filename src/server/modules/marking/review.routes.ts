import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../shared/api/envelope';
import {
  answerGroup,
  bulkAnswer,
  bulkBody,
  cropRef,
  markingProblemView,
  problemBody,
  reviewRow,
  settleBody,
  submitAnswer,
  submitBody,
} from '../../../shared/api/marking';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { confirmBlanks, listBlanks, listGroups, scoreGroup } from './bulk.service';
import { addComment, listComments } from './comments.service';
import { errors, idParams, markingDoc } from './marking-doc';
import type { MarkingRuntime } from './marking-runtime';
import { flagProblem, listProblems, settleProblem } from './problem.service';
import { changeScore, markExample, reviewList } from './review.service';

const comment = z.object({ id: z.string(), text: z.string(), delta: z.number().nullable() });

/** 回评, 问题卷, 空白 confirmation, answer groups, examples and the comment library. */
export function registerReviewRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  _rt: MarkingRuntime,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/teacher/marking/blocks/:id/review',
    {
      schema: {
        ...markingDoc('回评：我评过的答卷（最新在前）'),
        params: idParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: envelope(z.object({ total: z.number().int(), list: z.array(reviewRow) })),
          ...errors,
        },
      },
    },
    async (req) =>
      ok(
        await reviewList(ctx, currentUser(req), req.params.id, req.query.page, req.query.pageSize),
      ),
  );
  r.put(
    '/teacher/marking/tasks/:id/score',
    {
      schema: {
        ...markingDoc('回评改分（双评时重新比较分差）'),
        params: idParams,
        body: submitBody,
        response: { 200: envelope(submitAnswer), ...errors },
      },
    },
    async (req) => ok(await changeScore(ctx, currentUser(req), req.params.id, req.body), '已修改'),
  );
  r.post(
    '/teacher/marking/tasks/:id/problem',
    {
      schema: {
        ...markingDoc('标记问题卷（图像不清、答错位置、疑似雷同、其他）'),
        params: idParams,
        body: problemBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (req) =>
      ok(await flagProblem(ctx, currentUser(req), req.params.id, req.body), '已标记为问题卷'),
  );
  r.get(
    '/teacher/marking/papers/:id/problems',
    {
      schema: {
        ...markingDoc('问题卷列表（试卷所有者、管理员、题组长）'),
        params: idParams,
        querystring: z.object({ status: z.enum(['open', 'settled', 'all']).default('open') }),
        response: { 200: envelope(z.array(markingProblemView)), ...errors },
      },
    },
    async (req) => ok(await listProblems(ctx, currentUser(req), req.params.id, req.query.status)),
  );
  r.post(
    '/teacher/marking/problems/:id/settle',
    {
      schema: {
        ...markingDoc('处理问题卷：改判、退回重评或等待重扫'),
        params: idParams,
        body: settleBody,
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (req) =>
      ok(await settleProblem(ctx, currentUser(req), req.params.id, req.body), '已处理'),
  );
  r.get(
    '/teacher/marking/blocks/:id/blanks',
    {
      schema: {
        ...markingDoc('疑似空白的答卷（按墨迹测量），供确认'),
        params: idParams,
        response: {
          200: envelope(z.array(z.object({ itemId: z.string(), crop: cropRef }))),
          ...errors,
        },
      },
    },
    async (req) => ok(await listBlanks(ctx, currentUser(req), req.params.id)),
  );
  r.post(
    '/teacher/marking/blocks/:id/blanks/confirm',
    {
      schema: {
        ...markingDoc('确认空白答卷为 0 分'),
        params: idParams,
        body: bulkBody,
        response: { 200: envelope(bulkAnswer), ...errors },
      },
    },
    async (req) =>
      ok(await confirmBlanks(ctx, currentUser(req), req.params.id, req.body), '已确认'),
  );
  r.get(
    '/teacher/marking/blocks/:id/groups',
    {
      schema: {
        ...markingDoc('相似答案分组'),
        params: idParams,
        response: { 200: envelope(z.array(answerGroup)), ...errors },
      },
    },
    async (req) => ok(await listGroups(ctx, currentUser(req), req.params.id)),
  );
  r.post(
    '/teacher/marking/blocks/:id/groups/score',
    {
      schema: {
        ...markingDoc('按组给分（每份答卷各记一分，可单独回评修改）'),
        params: idParams,
        body: bulkBody,
        response: { 200: envelope(bulkAnswer), ...errors },
      },
    },
    async (req) => ok(await scoreGroup(ctx, currentUser(req), req.params.id, req.body), '已给分'),
  );
  r.put(
    '/teacher/marking/items/:id/example',
    {
      schema: {
        ...markingDoc('标记优秀答卷或典型错误（讲评时展示）'),
        params: idParams,
        body: z.object({
          kind: z.enum(['优秀答卷', '典型错误']).nullable(),
          note: z.string().max(200).default(''),
        }),
        response: { 200: envelope(z.null()), ...errors },
      },
    },
    async (req) =>
      ok(
        await markExample(ctx, currentUser(req), req.params.id, req.body.kind, req.body.note),
        '已标记',
      ),
  );
  r.get(
    '/teacher/marking/blocks/:id/comments',
    {
      schema: {
        ...markingDoc('题块评语库'),
        params: idParams,
        response: { 200: envelope(z.array(comment)), ...errors },
      },
    },
    async (req) => ok(await listComments(ctx, currentUser(req), req.params.id)),
  );
  r.post(
    '/teacher/marking/blocks/:id/comments',
    {
      schema: {
        ...markingDoc('添加评语（可带加减分）'),
        params: idParams,
        body: z.object({
          text: z.string().trim().min(1, '请填写评语').max(100),
          delta: z.number().min(-100).max(100).nullable().default(null),
        }),
        response: { 200: envelope(z.array(comment)), ...errors },
      },
    },
    async (req) => ok(await addComment(ctx, currentUser(req), req.params.id, req.body), '已添加'),
  );
}
