import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRINT_EXTENT_HEADER,
  printAnswerBody,
  printCardBody,
  printCardSetBody,
  printLabelsBody,
  printPaperBody,
  printPaperQrBody,
} from '../../../shared/api';
import type { ServerContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { pdfRoute, sendPdf } from './pdf-reply';
import { printJobsOf } from './print-job-registry';
import { registerPrintJobRoutes } from './print-jobs.routes';
import {
  cardSetJob,
  cardSetPlan,
  labelsJob,
  labelsPlan,
  printAnswerKey,
  printBlankCard,
  printCheckPage,
  printPaper,
  printPaperQr,
  renderNow,
} from './print.service';

/**
 * Printing: POST JSON → PDF for papers, keys, cards, labels, the paper QR and the printer check
 * page (a version printed is frozen and its card layout stored); jobs for large sets.
 */
export const printRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const jobs = printJobsOf(ctx, (err) => app.log.error({ err }, 'print job failed'));
    app.addHook('onClose', () => jobs.close());

    app.post(
      '/teacher/print/paper',
      pdfRoute('试卷 PDF（可含答案）', printPaperBody),
      async (req, reply) => sendPdf(reply, await printPaper(ctx, currentUser(req), req.body)),
    );
    app.post(
      '/teacher/print/answer',
      pdfRoute('答案与解析 PDF，或只含答案的简版（compact）', printAnswerBody),
      async (req, reply) => sendPdf(reply, await printAnswerKey(ctx, currentUser(req), req.body)),
    );
    app.post('/teacher/print/card', pdfRoute('空白答题卡 PDF', printCardBody), async (req, reply) =>
      sendPdf(reply, await printBlankCard(ctx, currentUser(req), req.body)),
    );
    app.post(
      '/teacher/print/card/students',
      pdfRoute(
        '个性化答题卡 PDF（每位学生一份：姓名、班级、考号条形码与二维码）',
        printCardSetBody,
      ),
      async (req, reply) => {
        const plan = await cardSetPlan(ctx, currentUser(req), req.body);
        const bytes = await renderNow(cardSetJob(plan), plan.students.length);
        if (req.body.preview) reply.header(PRINT_EXTENT_HEADER, JSON.stringify(plan.extent));
        return sendPdf(reply, { bytes, fileName: plan.fileName });
      },
    );
    app.post(
      '/teacher/print/labels',
      pdfRoute('学生条形码或二维码标签 PDF（标签纸与起始位置可设）', printLabelsBody),
      async (req, reply) => {
        const plan = await labelsPlan(ctx, currentUser(req), req.body);
        const bytes = await renderNow(labelsJob(plan), plan.students.length);
        if (req.body.preview) reply.header(PRINT_EXTENT_HEADER, JSON.stringify(plan.extent));
        return sendPdf(reply, { bytes, fileName: plan.fileName });
      },
    );
    app.post(
      '/teacher/print/paper-qr',
      pdfRoute('试卷二维码（张贴用）PDF', printPaperQrBody),
      async (req, reply) =>
        sendPdf(
          reply,
          await printPaperQr(
            ctx,
            currentUser(req),
            req.body.paperId,
            `${req.protocol}://${req.host}`,
          ),
        ),
    );
    app.post(
      '/teacher/print/check',
      pdfRoute('打印机校准页 PDF（按"实际大小"打印）', z.object({}).optional()),
      async (req, reply) => {
        currentUser(req);
        return sendPdf(reply, await printCheckPage());
      },
    );

    registerPrintJobRoutes(app, ctx, jobs);
  };
