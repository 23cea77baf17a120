import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, printJobStatus } from '../../../shared/api';
import {
  rehearseAssignBody,
  rehearseGenerateBody,
  rehearseQuery,
  rehearseSettings,
} from '../../../shared/api/rehearse';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { pdfResponse, sendPdf } from '../print/pdf-reply';
import { printJobsOf } from '../print/print-job-registry';
import { renderPrint } from '../print/print-off-thread';
import { assignClassPractice } from './rehearse-assign.service';
import { classBatches } from './rehearse-batches';
import { generatePractice } from './rehearse-generate.service';
import { classView, listEntries } from './rehearse-list.service';
import { practicePrintPlan } from './rehearse-print';
import { readSettings, saveSettings } from './rehearse-settings';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const doc = (summary: string) => ({ tags: ['rehearse'], summary, security: [{ bearer: [] }] });
const any = { 200: envelope(z.unknown()), ...errors };
const printBody = z.object({ batchId: z.string(), setIds: z.array(z.string()).optional() });

/** 错题重练: settings, wrong-question lists, practice generation, printing, class homework. */
export const rehearseRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const jobs = printJobsOf(
      ctx,
      (err) => app.log.error({ err }, 'practice print failed'),
      'practice',
    );
    app.addHook('onClose', () => jobs.close());
    app.get(
      '/teacher/rehearse/settings',
      { schema: { ...doc('错题重练设置'), response: any } },
      async (req) => ok(await readSettings(ctx, currentUser(req))),
    );
    app.put(
      '/teacher/rehearse/settings',
      { schema: { ...doc('保存错题重练设置（管理员）'), body: rehearseSettings, response: any } },
      async (req) => ok(await saveSettings(ctx, currentUser(req), req.body), '保存成功'),
    );
    app.get(
      '/teacher/rehearse/entries',
      {
        schema: {
          ...doc('错题列表：按班级、学生、知识点、题型、日期筛选'),
          querystring: rehearseQuery,
          response: any,
        },
      },
      async (req) => ok(await listEntries(ctx, currentUser(req), req.query)),
    );
    app.get(
      '/teacher/rehearse/classes/:classId',
      {
        schema: {
          ...doc('班级错题消化情况：每个学生待练、到期、已掌握；多数学生做错的题'),
          params: z.object({ classId: z.string() }),
          querystring: z.object({ subjectId: z.string().optional() }),
          response: any,
        },
      },
      async (req) =>
        ok(await classView(ctx, currentUser(req), req.params.classId, req.query.subjectId)),
    );
    app.get(
      '/teacher/rehearse/classes/:classId/batches',
      {
        schema: {
          ...doc('班级已生成的错题练习'),
          params: z.object({ classId: z.string() }),
          response: any,
        },
      },
      async (req) => ok(await classBatches(ctx, currentUser(req), req.params.classId)),
    );
    app.post(
      '/teacher/rehearse/practice',
      {
        schema: {
          ...doc('为班级学生生成个性化错题练习（原题 + 同类题）'),
          body: rehearseGenerateBody,
          response: any,
        },
      },
      async (req) => ok(await generatePractice(ctx, currentUser(req), req.body)),
    );
    app.post(
      '/teacher/rehearse/assign',
      {
        schema: { ...doc('把多数学生做错的题布置为作业'), body: rehearseAssignBody, response: any },
      },
      async (req) => ok(await assignClassPractice(ctx, currentUser(req), req.body), '已布置'),
    );
    app.post(
      '/teacher/rehearse/print',
      {
        schema: {
          ...doc('下载错题练习（每个学生的试卷与个性化答题卡）'),
          body: printBody,
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (req, reply) => {
        const plan = await practicePrintPlan(ctx, currentUser(req), req.body);
        const result = await renderPrint(plan.job);
        if (!result.ok) return reply.code(400).send({ message: result.reason });
        return sendPdf(reply, { bytes: result.bytes, fileName: plan.fileName });
      },
    );
    app.post(
      '/teacher/rehearse/print/jobs',
      {
        schema: {
          ...doc('后台生成一批错题练习的打印文件，立即返回任务号'),
          body: printBody,
          response: { 200: envelope(printJobStatus), ...errors },
        },
      },
      async (req) => {
        const userId = currentUser(req);
        const plan = await practicePrintPlan(ctx, userId, req.body);
        return ok(await jobs.start(userId, plan.fileName, plan.job.copies.length, plan.job));
      },
    );
    const jobParams = z.object({ jobId: z.string() });
    app.get(
      '/teacher/rehearse/print/jobs/:jobId',
      {
        schema: {
          ...doc('错题练习打印进度'),
          params: jobParams,
          response: { 200: envelope(printJobStatus), ...errors },
        },
      },
      async (req) => ok(await jobs.status(currentUser(req), req.params.jobId)),
    );
    app.get(
      '/teacher/rehearse/print/jobs/:jobId/file',
      {
        schema: {
          ...doc('下载已生成的错题练习'),
          params: jobParams,
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (req, reply) => sendPdf(reply, await jobs.file(currentUser(req), req.params.jobId)),
    );
    app.delete(
      '/teacher/rehearse/print/jobs/:jobId',
      {
        schema: {
          ...doc('取消错题练习打印'),
          params: jobParams,
          response: { 200: envelope(z.null()), ...errors },
        },
      },
      async (req) => {
        await jobs.cancel(currentUser(req), req.params.jobId);
        return ok(null, '已取消');
      },
    );
  };
