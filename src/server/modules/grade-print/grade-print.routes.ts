import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorBody,
  gradePrintStatus as statusSchema,
  printGradeBody,
  printGradeSampleBody,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { pdfRoute, sendPdf } from '../print/pdf-reply';
import type { GradeResultsSource } from './grade-results';
import { markedResults } from './marked-results';
import { gradePrintStatus, printGrade, printGradeSample } from './grade-print.service';

/**
 * 成绩打印: a class's score sheet, its report slips and the grade summary as PDF (react-pdf), for
 * a marked paper (/printgrade) or with invented data to check the printer (/printgradetest).
 */
export const gradePrintRoutes =
  (ctx: ServerContext, source: GradeResultsSource = markedResults): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/teacher/print/grade/sample',
      pdfRoute(
        '成绩打印样张 PDF（虚构数据：成绩单、成绩条或年级汇总），用于检查打印机',
        printGradeSampleBody,
      ),
      async (req, reply) => {
        currentUser(req);
        return sendPdf(reply, await printGradeSample(req.body));
      },
    );
    app.post(
      '/teacher/print/grade',
      pdfRoute('已批改作业的成绩单、成绩条或年级成绩汇总 PDF；尚无成绩时 409', printGradeBody, {
        409: errorBody,
      }),
      async (req, reply) =>
        sendPdf(reply, await printGrade(ctx, currentUser(req), req.body, source)),
    );
    app.get(
      '/teacher/print/grade/:paperId/status',
      {
        schema: {
          tags: ['print'],
          summary: '作业能否打印成绩（是否已有批改完成的成绩）及有成绩的班级',
          security: [{ bearer: [] }],
          params: z.object({ paperId: z.string() }),
          response: { 200: envelope(statusSchema), 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (req) => ok(await gradePrintStatus(ctx, currentUser(req), req.params.paperId, source)),
    );
  };
