/**
 * 错题重练 scanned as one batch: a practice batch for the students of 初二(1)班 → the class set
 * printed → several students' cards rasterised, filled and uploaded into ONE scan batch (with a
 * stray card of another practice) → each page counts for the paper its code names and the
 * student's objective answers are scored; the stray is refused; 收卷核对 counts the students; once
 * marked, each student's 待练 list shrinks as it does when a practice paper is scanned alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RehearseBatch, RehearseList } from '../../../shared/api/rehearse';
import type { PracticeReconciliation } from '../../../shared/api/practice-scan';
import type { ScanBatch, ScanProblemView } from '../../../shared/api/scan';
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
} from './testing/practice-scan.fixture';
import { printedLayout, uploadScans, waitForBatch, SCAN_SETTINGS } from './testing/scan.fixture';

describe.each(TEST_DIALECTS)('错题练习整班扫描 on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let cls = '';
  let batch: RehearseBatch;
  let scan: ScanBatch;
  const missed = new Map<string, string>();
  const before = new Map<string, number>();
  const practice = (body: Record<string, unknown>) =>
    call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
      classIds: [cls],
      subjectId: 'junior-math',
      similar: 0,
      ...body,
    });
  const openOf = async (studentId: string) =>
    (
      await call<RehearseList>(
        t,
        token,
        'GET',
        `/api/teacher/rehearse/entries?classId=${cls}&studentId=${studentId}`,
      )
    ).body.data.entries;

  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    await buildMarkedBankPaper(t, token, { objectiveWrong: true });
    cls = await classId(t, '初二(1)班');
    batch = (await practice({})).body.data;
    for (const s of batch.sets) before.set(s.studentId, (await openOf(s.studentId)).length);
  }, 120_000);
  afterAll(() => t?.close());

  it('creates one scan batch for the practice batch, listed apart from the papers', async () => {
    expect(batch.sets.length).toBeGreaterThanOrEqual(3);
    const res = await call<ScanBatch>(t, token, 'POST', '/api/teacher/scan/practice-batches', {
      rehearseBatchId: batch.batchId,
      settings: SCAN_SETTINGS,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    scan = res.body.data;
    expect(scan.rehearseBatchId).toBe(batch.batchId);
    expect(scan.paperTitle).toBe(`错题重练 · 初二(1)班 · ${batch.sets.length} 名学生`);
    const listed = await call<ScanBatch[]>(
      t,
      token,
      'GET',
      `/api/teacher/scan/batches?rehearseBatchId=${batch.batchId}`,
    );
    expect(listed.body.data.map((b) => b.id)).toEqual([scan.id]);
    const ofPaper = await call<ScanBatch[]>(
      t,
      token,
      'GET',
      `/api/teacher/scan/batches?paperId=${scan.paperId}`,
    );
    expect(ofPaper.body.data).toEqual([]);
    const stranger = await call(t, token, 'POST', '/api/teacher/scan/practice-batches', {
      rehearseBatchId: 'nope',
      settings: SCAN_SETTINGS,
    });
    expect([stranger.status, stranger.body.message]).toEqual([404, '错题练习不存在']);
  });

  it('routes each student’s card to their paper, scores it and refuses another paper’s page', async () => {
    const sets = batch.sets.slice(0, 2);
    const files = await scanPracticeCards(t, token, batch, sets, async (set) => {
      const objective = await practiceObjective(t, set.setId, set.paperId);
      const answers = Object.fromEntries(objective.map((q) => [q.id, q.key]));
      if (set === sets[1]) {
        const again = objective.find((q) => q.original)!;
        answers[again.id] = again.wrong;
        missed.set(set.studentId, again.questionId);
      }
      return answers;
    });
    // A card of another practice batch (the third student's, made again) strays into the stack.
    const other = (await practice({ studentIds: [batch.sets[2]!.studentId] })).body.data;
    const stray = await scanPracticeCards(t, token, other, other.sets, async () => ({}));
    const res = await uploadScans(t, token, scan.id, [...files, stray[0]!]);
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitForBatch(t, token, scan.id);
    expect([done.counts.pages, done.counts.recognised]).toEqual([
      files.length + 1,
      files.length + 1,
    ]);
    const pages = await t.ctx.db
      .selectFrom('scanPages')
      .select(['id', 'studentId', 'paperId', 'objective', 'objectiveScore'])
      .where('batchId', '=', scan.id)
      .orderBy('pageIndex')
      .execute();
    for (const set of sets) {
      const mine = pages.filter((p) => p.studentId === set.studentId);
      const layout = await printedLayout(t, set.paperId);
      expect(mine.length).toBe(layout.pages.length);
      expect(new Set(mine.map((p) => p.paperId))).toEqual(new Set([set.paperId]));
      const objective = await practiceObjective(t, set.setId, set.paperId);
      const read = mine.flatMap(
        (p) => JSON.parse(p.objective ?? '[]') as { questionId: string; score: number }[],
      );
      const wrongAgain = missed.get(set.studentId);
      for (const q of objective)
        expect(read.find((a) => a.questionId === q.id)!.score).toBe(
          q.questionId === wrongAgain && q.original ? 0 : q.score,
        );
    }
    const refused = pages.filter((p) => p.paperId === null);
    expect(refused.length).toBe(1);
    const problems = await call<ScanProblemView[]>(
      t,
      token,
      'GET',
      `/api/teacher/scan/batches/${scan.id}/problems?status=open`,
    );
    expect(problems.body.data.map((p) => [p.pageId, p.kind, p.message])).toEqual([
      [
        refused[0]!.id,
        '定位异常',
        `该页不属于本批次的错题练习（${scan.paperTitle}），二维码指向另一份试卷`,
      ],
    ]);
  }, 300_000);

  it('counts the practice batch’s students in 收卷核对: scanned and missing', async () => {
    const res = await call<PracticeReconciliation>(
      t,
      token,
      'GET',
      `/api/teacher/scan/batches/${scan.id}/practice`,
    );
    expect(res.status).toBe(200);
    const r = res.body.data;
    const n = batch.sets.length;
    expect([r.expected, r.scanned, r.missing, r.pendingPages, r.openProblems]).toEqual([
      n,
      2,
      n - 2,
      0,
      1,
    ]);
    expect(r.students.map((s) => [s.studentId, s.state])).toEqual(
      batch.sets.map((s, i) => [s.studentId, i < 2 ? '已扫描' : '未扫描']),
    );
  });

  it('updates each scanned student’s 待练 list once marked, leaving the others', async () => {
    for (const set of batch.sets.slice(0, 2)) {
      await waitForCrops(t, set.paperId, (await printedLayout(t, set.paperId)).pages.length);
      await markAllRight(t, token, set.paperId);
    }
    for (const [i, set] of batch.sets.entries()) {
      const left = await openOf(set.studentId);
      if (i >= 2) expect(left.length).toBe(before.get(set.studentId));
      else {
        const kept = missed.get(set.studentId);
        expect(left.map((e) => e.bankQuestionId)).toEqual(kept ? [kept] : []);
      }
    }
  }, 120_000);
});
