import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../shared/api';
import {
  assistantCropParams,
  assistantOverviewSchema,
  assistantPaperParams,
} from '../../../shared/api/assistant';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { errors, sendBytes } from '../marking/marking-doc';
import { pdfResponse, sendPdf } from '../print/pdf-reply';
import { details, overview, report } from './assistant.service';
import { commentary } from './commentary';
import { homeworkCrop } from './homework-items';
import { homeworkAccess } from './homework-load';
import { reportPdf } from './report-pdf';

const doc = (summary: string) => ({
  tags: ['assistant'],
  summary,
  security: [{ bearer: [] }],
  params: assistantPaperParams,
});

/**
 * 作业助手: 数据分析, 作业讲评, 作业详情 and 作业报告 of one marked homework, every figure from the
 * analysis (shared/analysis over marking's final scores). Read as 学情分析 allows; names, answers
 * and images only of the classes the user may read in 班级学情.
 */
export const assistantRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/teacher/assistant/papers/:id';
    app.get(
      `${base}/overview`,
      {
        schema: {
          ...doc(
            '数据分析：各班已交/应交与最早/最晚提交、各班提交时间顺序、分数段、各题得分率（按题号）与错得最多的题',
          ),
          response: { 200: envelope(assistantOverviewSchema), ...errors },
        },
      },
      async (req) => ok(await overview(ctx, currentUser(req), req.params.id)),
    );
    app.get(
      `${base}/commentary`,
      {
        schema: {
          ...doc('作业讲评：每题题干、答案、解析、得分率、选项分布、优秀答卷与典型错误、提问学生'),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await commentary(ctx, currentUser(req), req.params.id)),
    );
    app.get(
      `${base}/details`,
      {
        schema: {
          ...doc('作业详情：学生 × 题目得分矩阵，附答卷图片位置与客观题所选选项'),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await details(ctx, currentUser(req), req.params.id)),
    );
    app.get(
      `${base}/report`,
      {
        schema: {
          ...doc('作业报告：班级概况、各题得分率、需要关注的学生'),
          response: { 200: envelope(z.unknown()), ...errors },
        },
      },
      async (req) => ok(await report(ctx, currentUser(req), req.params.id)),
    );
    app.get(
      `${base}/report.pdf`,
      {
        schema: {
          ...doc('作业报告 PDF（A4，嵌入思源黑体子集）'),
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (req, reply) =>
        sendPdf(reply, await reportPdf(await report(ctx, currentUser(req), req.params.id))),
    );
    app.get(
      `${base}/items/:itemId/crops/:index`,
      {
        schema: {
          tags: ['assistant'],
          summary: '答卷图片（JPEG）：可查看该班级的老师',
          security: [{ bearer: [] }],
          params: assistantCropParams,
          produces: ['image/jpeg'],
        },
      },
      async (req, reply) => {
        const access = await homeworkAccess(ctx, currentUser(req), req.params.id);
        const bytes = await homeworkCrop(ctx, access, req.params.itemId, req.params.index);
        return sendBytes(reply, 'image/jpeg', bytes);
      },
    );
  };
