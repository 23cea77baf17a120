/**
 * 错题重练 scanned as one batch, with what a person settles: a practice page whose QR is cut away
 * goes to 页码异常; the teacher names the student and the page of their card, and the page is read
 * again with that student's card and scored on their practice paper (a student outside the practice
 * batch, or a page beyond the card, is refused). An open problem on one student's practice page
 * keeps that student's paper from 已完成 while another student's practice completes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RehearseBatch } from '../../../shared/api/rehearse';
import type { Reconciliation, ScanBatch, ScanProblemView } from '../../../shared/api/scan';
import type { TestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { buildMarkingApp } from '../marking/testing/marking.fixture';
import { classId } from '../print/print.fixture';
import { buildMarkedBankPaper } from '../rehearse/testing/rehearse.fixture';
import {
  markAllRight,
  practiceObjective,
  scanPracticeCards,
  waitForCrops,
  withoutPageCode,
} from './testing/practice-scan.fixture';
import { printedLayout, uploadScans, waitForBatch, SCAN_SETTINGS } from './testing/scan.fixture';

describe.each(TEST_DIALECTS)('错题练习的异常处理 on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let batch: RehearseBatch;
  let scan: ScanBatch;
  let sets: RehearseBatch['sets'];
  let cls = '';
  const open = async () =>
    (
      await call<ScanProblemView[]>(
        t,
        token,
        'GET',
        `/api/teacher/scan/batches/${scan.id}/problems?status=open`,
      )
    ).body.data;
  const resolve = (id: string, body: Record<string, unknown>) =>
    call(t, token, 'POST', `/api/teacher/scan/problems/${id}/resolve`, body);
  const statusOf = async (paperId: string) =>
    (
      await t.ctx.db
        .selectFrom('papers')
        .select('status')
        .where('id', '=', paperId)
        .executeTakeFirstOrThrow()
    ).status;
  const pageOf = (studentId: string) =>
    t.ctx.db
      .selectFrom('scanPages')
      .select(['id', 'paperId', 'studentId', 'pageNo', 'objective', 'objectiveScore'])
      .where('batchId', '=', scan.id)
      .where('studentId', '=', studentId)
      .execute();

  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    await buildMarkedBankPaper(t, token, { objectiveWrong: true });
    cls = await classId(t, '初二(1)班');
    batch = (
      await call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
        classIds: [cls],
        subjectId: 'junior-math',
        similar: 0,
      })
    ).body.data;
    sets = batch.sets.slice(0, 3);
    scan = (
      await call<ScanBatch>(t, token, 'POST', '/api/teacher/scan/practice-batches', {
        rehearseBatchId: batch.batchId,
        settings: SCAN_SETTINGS,
      })
    ).body.data;
    // Student 1 clean; student 2 fills two options of a single choice (多涂: 客观题异常); student
    // 3's first page has its QR cut away, and only that page is scanned.
    const [, s2, s3] = sets;
    const files = await scanPracticeCards(
      t,
      token,
      batch,
      sets,
      async (set) => {
        const objective = await practiceObjective(t, set.setId, set.paperId);
        const answers = Object.fromEntries(objective.map((q) => [q.id, q.key]));
        const single = objective.find((q) => q.kind === 'single')!;
        if (set === s2) answers[single.id] = [single.key, single.wrong].sort().join('');
        return answers;
      },
      (set, i) => (set === s3 && i === 0 ? withoutPageCode(0) : undefined),
    );
    const upload = files.filter((f) => f.studentId !== s3!.studentId || f.page === 1);
    const res = await uploadScans(t, token, scan.id, upload);
    expect(res.statusCode, res.body).toBe(200);
    await waitForBatch(t, token, scan.id);
  }, 300_000);
  afterAll(() => t?.close());

  it('settles a practice page whose QR cannot be read: the student and page named, read again and scored', async () => {
    const s3 = sets[2]!;
    const problems = await open();
    const unread = problems.find((p) => p.kind === '页码异常')!;
    expect(unread.message).toMatch(/无法确定是哪位学生的错题练习，请选择学生和页码$/);
    expect(await pageOf(s3.studentId)).toEqual([]);
    const pages = (await printedLayout(t, s3.paperId)).pages.length;
    const outsider = await t.ctx.db
      .selectFrom('students')
      .select('id')
      .where('classId', '=', cls)
      .where(
        'id',
        'not in',
        batch.sets.map((s) => s.studentId),
      )
      .executeTakeFirstOrThrow();
    const refusals = [
      [{ studentId: outsider.id, pageNo: 1 }, '该学生不在本次错题练习中'],
      [{ studentId: s3.studentId, pageNo: pages + 1 }, `答题卡只有 ${pages} 页`],
      [{ pageNo: 1 }, '请选择学生'],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await resolve(unread.id, { action: 'set-page', ...body });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const ok = await resolve(unread.id, { action: 'set-page', studentId: s3.studentId, pageNo: 1 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await waitForBatch(t, token, scan.id);
    const [page, ...more] = await pageOf(s3.studentId);
    expect(more).toEqual([]);
    expect(page).toMatchObject({ paperId: s3.paperId, pageNo: 1 });
    const read = JSON.parse(page!.objective ?? '[]') as { questionId: string; score: number }[];
    const objective = await practiceObjective(t, s3.setId, s3.paperId);
    expect(read.length).toBeGreaterThan(0);
    for (const a of read) expect(a.score).toBe(objective.find((q) => q.id === a.questionId)!.score);
    expect(Number(page!.objectiveScore)).toBe(read.reduce((n, a) => n + a.score, 0));
    expect((await open()).map((p) => p.kind)).toEqual(['客观题异常']);
  }, 120_000);

  it('keeps student 2’s practice from 已完成 while a problem on their page is open; student 1’s completes', async () => {
    const [s1, s2] = sets;
    const [doubt] = await open();
    expect(doubt).toMatchObject({ kind: '客观题异常' });
    expect((await pageOf(s2!.studentId)).map((p) => p.id)).toContain(doubt!.pageId);
    for (const set of [s1!, s2!]) {
      await waitForCrops(t, set.paperId, (await printedLayout(t, set.paperId)).pages.length);
      await markAllRight(t, token, set.paperId);
    }
    expect([await statusOf(s1!.paperId), await statusOf(s2!.paperId)]).toEqual([
      '已完成',
      '批改中',
    ]);
    // The practice paper's own 收卷核对 counts the problem on its page in the practice batch.
    const work = async (paperId: string) => {
      const r = (
        await call<Reconciliation>(
          t,
          token,
          'GET',
          `/api/teacher/scan/reconciliation?paperId=${paperId}`,
        )
      ).body.data;
      return [r.openProblems, r.problemsByBatch.map((b) => b.batchId)];
    };
    expect(await work(s2!.paperId)).toEqual([1, [scan.id]]);
    expect(await work(s1!.paperId)).toEqual([0, []]);
    // Settling the last problem completes the marked paper.
    const no = String((doubt!.detail.questions as { no: number }[])[0]!.no);
    const single = (await practiceObjective(t, s2!.setId, s2!.paperId)).find(
      (q) => q.kind === 'single',
    )!;
    const res = await resolve(doubt!.id, { action: 'set-answers', answers: { [no]: single.key } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await statusOf(s2!.paperId)).toBe('已完成');
    expect(await work(s2!.paperId)).toEqual([0, []]);
  }, 180_000);
});
