/**
 * 错题重练 of a grade scanned as one batch: one practice batch for the students of 初二(1)班 and
 * 初二(2)班 → one student of each class printed, filled and uploaded into ONE scan batch → each page
 * counts for its student's own paper; 收卷核对 and the practice list count both classes; once
 * marked, the two scanned students' 待练 lists shrink and the others' stay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RehearseBatch, RehearseList } from '../../../shared/api/rehearse';
import type { PracticeBatchItem, PracticeReconciliation } from '../../../shared/api/practice-scan';
import type { ScanBatch } from '../../../shared/api/scan';
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

const CLASSES = ['初二(1)班', '初二(2)班'];

describe.each(TEST_DIALECTS)('错题练习跨班扫描 on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let batch: RehearseBatch;
  let scan: ScanBatch;
  /** Each set's class id. */
  const classOf = new Map<string, string>();
  let chosen: RehearseBatch['sets'] = [];
  const missed = new Map<string, string>();
  const before = new Map<string, number>();
  const openOf = async (set: RehearseBatch['sets'][number]) =>
    (
      await call<RehearseList>(
        t,
        token,
        'GET',
        `/api/teacher/rehearse/entries?classId=${classOf.get(set.setId)}&studentId=${set.studentId}`,
      )
    ).body.data.entries;

  beforeAll(async () => {
    t = await buildMarkingApp(dialect);
    token = await t.login();
    await buildMarkedBankPaper(t, token, {
      objectiveWrong: true,
      classNames: CLASSES,
      students: 3,
    });
    const classIds = [];
    for (const name of CLASSES) classIds.push(await classId(t, name));
    const made = await call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
      classIds,
      subjectId: 'junior-math',
      similar: 0,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    batch = made.body.data;
    for (const r of await t.ctx.db
      .selectFrom('rehearseSets')
      .select(['id', 'classId'])
      .where('batchId', '=', batch.batchId)
      .execute())
      classOf.set(r.id, r.classId);
    // One student of each class, in the order the class set prints them (class by class).
    chosen = classIds.map((id) => batch.sets.find((s) => classOf.get(s.setId) === id)!);
    for (const s of batch.sets) before.set(s.studentId, (await openOf(s)).length);
  }, 180_000);
  afterAll(() => t?.close());

  it('makes one practice batch of both classes and one scan batch for it', async () => {
    expect(batch.sets.length).toBe(4);
    expect(chosen.every(Boolean)).toBe(true);
    const res = await call<ScanBatch>(t, token, 'POST', '/api/teacher/scan/practice-batches', {
      rehearseBatchId: batch.batchId,
      settings: SCAN_SETTINGS,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    scan = res.body.data;
    expect(scan.paperTitle).toBe(`错题重练 · ${CLASSES.join('、')} · 4 名学生`);
    expect(new Set(scan.classIds)).toEqual(new Set(classOf.values()));
  });

  it('routes the cards of both classes’ students in one upload to each one’s own paper', async () => {
    const files = await scanPracticeCards(t, token, batch, chosen, async (set) => {
      const objective = await practiceObjective(t, set.setId, set.paperId);
      const answers = Object.fromEntries(objective.map((q) => [q.id, q.key]));
      if (set === chosen[1]) {
        const again = objective.find((q) => q.original)!;
        answers[again.id] = again.wrong;
        missed.set(set.studentId, again.questionId);
      }
      return answers;
    });
    const res = await uploadScans(t, token, scan.id, files);
    expect(res.statusCode, res.body).toBe(200);
    const done = await waitForBatch(t, token, scan.id);
    expect([done.counts.pages, done.counts.recognised, done.counts.openProblems]).toEqual([
      files.length,
      files.length,
      0,
    ]);
    const pages = await t.ctx.db
      .selectFrom('scanPages')
      .select(['studentId', 'paperId', 'objective'])
      .where('batchId', '=', scan.id)
      .execute();
    for (const set of chosen) {
      const mine = pages.filter((p) => p.studentId === set.studentId);
      expect(mine.length).toBe((await printedLayout(t, set.paperId)).pages.length);
      expect(new Set(mine.map((p) => p.paperId))).toEqual(new Set([set.paperId]));
      const read = mine.flatMap(
        (p) => JSON.parse(p.objective ?? '[]') as { questionId: string; score: number }[],
      );
      const wrongAgain = missed.get(set.studentId);
      for (const q of await practiceObjective(t, set.setId, set.paperId))
        expect(read.find((a) => a.questionId === q.id)!.score).toBe(
          q.questionId === wrongAgain && q.original ? 0 : q.score,
        );
    }
  }, 300_000);

  it('counts the students of both classes in 收卷核对 and in the practice list', async () => {
    const res = await call<PracticeReconciliation>(
      t,
      token,
      'GET',
      `/api/teacher/scan/batches/${scan.id}/practice`,
    );
    expect(res.status).toBe(200);
    const r = res.body.data;
    expect([r.expected, r.scanned, r.missing, r.pendingPages, r.openProblems]).toEqual([
      4, 2, 2, 0, 0,
    ]);
    expect(r.title).toBe(scan.paperTitle);
    const picked = new Set(chosen.map((s) => s.studentId));
    expect(r.students.map((s) => [s.className, s.state]).sort()).toEqual(
      [
        [CLASSES[0], '已扫描'],
        [CLASSES[0], '未扫描'],
        [CLASSES[1], '已扫描'],
        [CLASSES[1], '未扫描'],
      ].sort(),
    );
    for (const s of r.students) expect(s.state).toBe(picked.has(s.studentId) ? '已扫描' : '未扫描');
    const list = await call<PracticeBatchItem[]>(
      t,
      token,
      'GET',
      '/api/teacher/scan/practice-batches',
    );
    const item = list.body.data.find((b) => b.rehearseBatchId === batch.batchId);
    expect(item).toMatchObject({
      title: scan.paperTitle,
      classes: CLASSES.map((name) => ({ name })),
      gradeName: '初二（2025级）',
      wholeGrade: false,
      students: 4,
      scanned: 2,
    });
  });

  it('shrinks the 待练 list of each scanned student once marked, leaving the others', async () => {
    for (const set of chosen) {
      await waitForCrops(t, set.paperId, (await printedLayout(t, set.paperId)).pages.length);
      await markAllRight(t, token, set.paperId);
    }
    for (const set of batch.sets) {
      const left = await openOf(set);
      if (!chosen.includes(set)) expect(left.length).toBe(before.get(set.studentId));
      else {
        const kept = missed.get(set.studentId);
        expect(before.get(set.studentId)).toBeGreaterThan(left.length);
        expect(left.map((e) => e.bankQuestionId)).toEqual(kept ? [kept] : []);
      }
    }
  }, 120_000);
});
