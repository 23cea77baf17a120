import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorBody } from '../../../shared/api/envelope';
import {
  objectiveScoreRow,
  reconciliation,
  reconciliationQuery,
  scanAbsenceBody,
  scoresQuery,
} from '../../../shared/api/scan';
import type { ServerContext } from '../../context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { setAbsence } from './absence.service';
import { objectiveScores, reconcile } from './results.service';
import { scanDoc } from './scan-doc';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Reconciliation (expected × received) and objective scores of a paper's classes. */
export function registerResultRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/teacher/scan/reconciliation',
    {
      schema: {
        ...scanDoc('收卷核对：应收（学生 × 页）与已收，缺页与缺考生，是否可以开始阅卷'),
        querystring: reconciliationQuery,
        response: { 200: envelope(reconciliation), ...errors },
      },
    },
    async (req) => {
      const classIds = req.query.classIds
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return ok(await reconcile(ctx, currentUser(req), req.query.paperId, classIds));
    },
  );
  r.post(
    '/teacher/scan/absences',
    {
      schema: {
        ...scanDoc('收卷核对：把未交的学生标记为缺考（absent=false 取消缺考），计入成绩的缺考'),
        body: scanAbsenceBody,
        response: {
          200: envelope(z.object({ studentId: z.string(), absent: z.boolean() })),
          ...errors,
        },
      },
    },
    async (req) => ok(await setAbsence(ctx, currentUser(req), req.body)),
  );
  r.get(
    '/teacher/scan/scores',
    {
      schema: {
        ...scanDoc('客观题成绩（按班级；每题读数、答案、得分与是否待复核）'),
        querystring: scoresQuery,
        response: { 200: envelope(z.array(objectiveScoreRow)), ...errors },
      },
    },
    async (req) =>
      ok(await objectiveScores(ctx, currentUser(req), req.query.paperId, req.query.classId)),
  );
}
