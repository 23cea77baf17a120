/**
 * Round trip of 错题重练: a marked paper → practice for the class → print each student's paper and
 * personalised card through the API → rasterise the card pages → write answers on them → upload
 * them as scans of the practice paper → the scanner names paper and student from the page code and
 * reads and scores the objective (选择) questions → mark the rest (full marks) → the students'
 * wrong-question lists shrink: the first student answers every question right and clears the list,
 * the second fills one wrong 单选 wrong again and keeps only that one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { paperQuestions, type PaperDoc } from '../../src/layout';
import { cardCopyPages } from '../../src/print';
import type { MarkingSetup, NextAnswer } from '../../src/shared/api/marking';
import type { RehearseBatch, RehearseList } from '../../src/shared/api/rehearse';
import { buildMarkingApp, key } from '../../src/server/modules/marking/testing/marking.fixture';
import { classId as classIdOf } from '../../src/server/modules/print/print.fixture';
import {
  buildMarkedBankPaper,
  wrongOption,
} from '../../src/server/modules/rehearse/testing/rehearse.fixture';
import { makeSheets } from '../../src/server/modules/scan/testing/card-scans';
import {
  createScanBatch,
  printedLayout,
  printThroughApi,
  uploadScans,
  waitForBatch,
} from '../../src/server/modules/scan/testing/scan.fixture';
import type { TestApp } from '../../src/server/testing/test-app';
import { call } from '../../src/server/testing/test-requests';

let t: TestApp;
let token: string;
let cls = '';
let batch: RehearseBatch;
const before = new Map<string, number>();

/** Scores every open item of a paper with full marks on every field. */
async function markAllRight(paperId: string) {
  const setup = await call<MarkingSetup>(
    t,
    token,
    'GET',
    `/api/teacher/marking/papers/${paperId}/setup`,
  );
  let n = 0;
  for (const b of setup.body.data.blocks)
    for (;;) {
      const next = await call<NextAnswer>(
        t,
        token,
        'POST',
        `/api/teacher/marking/blocks/${b.id}/next`,
        {
          holding: [],
        },
      );
      const task = next.body.data.task;
      if (!task) break;
      const res = await call(t, token, 'POST', `/api/teacher/marking/tasks/${task.taskId}/submit`, {
        scores: b.fields.map((f) => f.full),
        submitKey: key(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      n++;
    }
  return n;
}

/** Waits until marking has cut the answer crops of every scanned page of a paper. */
async function waitForCrops(paperId: string, pages: number) {
  const end = Date.now() + 60_000;
  for (;;) {
    const rows = await t.ctx.db
      .selectFrom('markingPageCrops')
      .select('status')
      .where('paperId', '=', paperId)
      .execute();
    if (rows.length >= pages && rows.every((r) => r.status === 'done')) return;
    if (Date.now() > end) throw new Error(`crops not cut: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const entriesOf = async (studentId: string) =>
  (
    await call<RehearseList>(
      t,
      token,
      'GET',
      `/api/teacher/rehearse/entries?classId=${cls}&studentId=${studentId}`,
    )
  ).body.data.entries;
const openOf = async (studentId: string) => (await entriesOf(studentId)).length;

/** The objective questions of a practice paper: id, key, a wrong option, and whether original. */
async function objectiveOf(setId: string, paperId: string) {
  const v = await t.ctx.db
    .selectFrom('paperVersions')
    .select('doc')
    .where('paperId', '=', paperId)
    .executeTakeFirstOrThrow();
  const originals = new Set(
    (
      await t.ctx.db
        .selectFrom('rehearseItems')
        .select('questionId')
        .where('setId', '=', setId)
        .where('role', '=', 'original')
        .execute()
    ).map((i) => i.questionId),
  );
  return paperQuestions(JSON.parse(v.doc) as PaperDoc)
    .filter((q) => q.key)
    .map((q) => ({ ...q, original: originals.has(q.id), wrong: wrongOption(q) }));
}

beforeAll(async () => {
  t = await buildMarkingApp('sqlite');
  token = await t.login();
  await buildMarkedBankPaper(t, token, { objectiveWrong: true });
  cls = await classIdOf(t, '初二(1)班');
  batch = (
    await call<RehearseBatch>(t, token, 'POST', '/api/teacher/rehearse/practice', {
      classIds: [cls],
      subjectId: 'junior-math',
      similar: 1,
    })
  ).body.data;
  for (const s of batch.sets) before.set(s.studentId, await openOf(s.studentId));
}, 120_000);

afterAll(async () => t?.close());

describe('marked paper → practice → print → scan → mark → lists shrink', () => {
  it('scores scanned practice cards and takes the questions answered right off the lists', async () => {
    const sets = batch.sets.slice(0, 2);
    const pdf = await printThroughApi(t, token, '/api/teacher/rehearse/print', {
      batchId: batch.batchId,
      setIds: sets.map((s) => s.setId),
    });
    const book = await PDFDocument.load(pdf);
    let at = 0;
    const missed = new Map<string, string>();
    for (const [n, set] of sets.entries()) {
      const layout = await printedLayout(t, set.paperId);
      // Every objective question filled with its key, but for the second student the first
      // original 单选 filled wrong again.
      const objective = await objectiveOf(set.setId, set.paperId);
      expect(objective.filter((q) => q.original).length).toBe(4);
      const answers = Object.fromEntries(objective.map((q) => [q.id, q.key]));
      const again = n === 1 ? objective.find((q) => q.original)! : null;
      if (again) {
        answers[again.id] = again.wrong;
        missed.set(set.studentId, again.questionId);
      }
      const alone = await printThroughApi(t, token, '/api/teacher/print/paper', {
        paperId: set.paperId,
      });
      const paperPages = (await PDFDocument.load(alone)).getPageCount();
      // This student's part of the class set: their paper's pages, then their card's pages.
      const cards = await PDFDocument.create();
      const idx = layout.pages.map((_, i) => at + paperPages + i);
      for (const p of await cards.copyPages(book, idx)) cards.addPage(p);
      at += paperPages + cardCopyPages(layout.pages.length, true);
      const made = await makeSheets(
        await cards.save(),
        layout,
        layout.pages.map((_, i) => ({
          pdfPage: i + 1,
          plan: { clean: true, writing: 7, answers },
          scan: { dpi: 200 },
        })),
        { seed: 5 },
      );
      const scan = await createScanBatch(t, token, set.paperId, [cls]);
      const res = await uploadScans(
        t,
        token,
        scan.id,
        made.map((m, i) => ({ name: `${set.studentName}-${i + 1}.jpg`, bytes: m.bytes })),
      );
      expect(res.statusCode, res.body).toBe(200);
      await waitForBatch(t, token, scan.id);
      const pages = await t.ctx.db
        .selectFrom('scanPages')
        .select(['studentId', 'paperId', 'status', 'objective'])
        .where('batchId', '=', scan.id)
        .execute();
      expect(pages.map((p) => [p.paperId, p.studentId])).toEqual(
        layout.pages.map(() => [set.paperId, set.studentId]),
      );
      // The objective questions read from the scanned card and scored against their keys.
      const read = pages.flatMap(
        (p) =>
          JSON.parse(p.objective ?? '[]') as { questionId: string; read: string; score: number }[],
      );
      expect(read.map((a) => [a.questionId, a.read]).sort()).toEqual(
        objective.map((q) => [q.id, answers[q.id]]).sort(),
      );
      for (const q of objective)
        expect(read.find((a) => a.questionId === q.id)!.score).toBe(q === again ? 0 : q.score);
      await waitForCrops(set.paperId, layout.pages.length);
      expect(await markAllRight(set.paperId)).toBeGreaterThan(0);
    }
    expect(at).toBe(book.getPageCount());
    for (const set of sets) {
      const left = await entriesOf(set.studentId);
      expect(before.get(set.studentId)).toBe(set.originals);
      // The four 单选 got wrong on the marked paper were on the list; answered right, they left it.
      const kept = missed.get(set.studentId);
      expect(left.map((e) => [e.kind, e.bankQuestionId])).toEqual(kept ? [['single', kept]] : []);
    }
    const others = batch.sets.slice(2);
    for (const s of others) expect(await openOf(s.studentId)).toBe(before.get(s.studentId));
  }, 300_000);
});
