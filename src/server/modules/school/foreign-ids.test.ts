import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOtherSchool, type OtherSchool } from '../../testing/schools';
import type { TestApp } from '../../testing/test-app';
import { buildQuestionInput } from '../bank/question-write.fixture';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import {
  buildMarkingApp,
  buildMarkingPaper,
  scanClassDirect,
} from '../marking/testing/marking.fixture';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** [method, path with PAPER, BATCH, PAGE, STUDENT or QUESTION standing for an id, body]. */
type Row = [Method, string, unknown];

const ROWS: Row[] = [
  ['GET', '/teacher/paper/PAPER', undefined],
  ['POST', '/teacher/paper/PAPER/copy', undefined],
  ['GET', '/teacher/answer-card/PAPER', undefined],
  ['GET', '/teacher/print/grade/PAPER/status', undefined],
  ['GET', '/teacher/marking/papers/PAPER/setup', undefined],
  ['GET', '/teacher/marking/papers/PAPER/scores', undefined],
  ['GET', '/teacher/marking/papers/PAPER/students/STUDENT/card.pdf', undefined],
  ['GET', '/teacher/scan/reconciliation?paperId=PAPER', undefined],
  ['GET', '/teacher/scan/batches/BATCH', undefined],
  ['GET', '/teacher/scan/batches/BATCH/pages', undefined],
  ['GET', '/teacher/scan/batches/BATCH/problems', undefined],
  ['DELETE', '/teacher/scan/batches/BATCH', { confirm: true }],
  ['GET', '/teacher/scan/pages/PAGE', undefined],
  ['GET', '/teacher/scan/pages/PAGE/image', undefined],
  ['POST', '/teacher/bank/questions/QUESTION/derive', undefined],
  ['PUT', '/teacher/bank/questions/QUESTION', buildQuestionInput()],
  ['DELETE', '/teacher/bank/questions/QUESTION', undefined],
];

describe.each(TEST_DIALECTS)('ids of another school on %s', (dialect) => {
  let t: TestApp;
  let other: OtherSchool;
  const real: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    const paper = await buildMarkingPaper(t);
    const { students } = await scanClassDirect(t, paper, '初二(1)班', { students: 2 });
    const page = await t.ctx.db
      .selectFrom('scanPages')
      .select(['id', 'batchId'])
      .executeTakeFirstOrThrow();
    Object.assign(real, {
      PAPER: paper.id,
      BATCH: page.batchId,
      PAGE: page.id,
      STUDENT: students[0]!.id,
    });
    const teacher = await t.login('teacher');
    const question = await call<{ id: string }>(
      t,
      teacher,
      'POST',
      '/api/teacher/bank/questions',
      buildQuestionInput(),
    );
    real.QUESTION = question.body.data.id;
    other = await buildOtherSchool(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (path: string, ids: Record<string, string>) =>
    `/api${path.replace(/PAPER|BATCH|PAGE|STUDENT|QUESTION/g, (k) => ids[k]!)}`;
  const madeUp = {
    PAPER: 'x'.repeat(16),
    BATCH: 'y'.repeat(16),
    PAGE: 'z'.repeat(16),
    QUESTION: 'w'.repeat(16),
  };

  it.each(ROWS)(
    '%s %s answers 404 for a foreign id, exactly as for a made-up one',
    async (...row) => {
      const [method, path, body] = row;
      const foreign = await call(t, other.token, method, url(path, real), body);
      const unknown = await call(t, other.token, method, url(path, { ...real, ...madeUp }), body);
      expect([foreign.status, foreign.body.message]).toEqual([
        unknown.status,
        unknown.body.message,
      ]);
      expect(foreign.status).toBe(404);
    },
  );
});
