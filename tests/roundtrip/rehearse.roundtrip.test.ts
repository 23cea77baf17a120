/**
 * Round trip of 错题重练: a marked paper → practice for the class → print each student's paper and
 * personalised card through the API → rasterise the card pages → write answers on them → upload
 * them as scans of the practice paper → the scanner names paper and student from the page code →
 * mark the practice (full marks) → the students' wrong-question lists shrink.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { MarkingSetup, NextAnswer } from '../../src/shared/api/marking';
import type { RehearseBatch, RehearseList } from '../../src/shared/api/rehearse';
import { buildMarkingApp, key } from '../../src/server/modules/marking/testing/marking.fixture';
import { classId as classIdOf } from '../../src/server/modules/print/print.fixture';
import { buildMarkedBankPaper } from '../../src/server/modules/rehearse/testing/rehearse.fixture';
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

const openOf = async (studentId: string) =>
  (
    await call<RehearseList>(
      t,
      token,
      'GET',
      `/api/teacher/rehearse/entries?classId=${cls}&studentId=${studentId}`,
    )
  ).body.data.entries.length;

beforeAll(async () => {
  t = await buildMarkingApp('sqlite');
  token = await t.login();
  await buildMarkedBankPaper(t, token);
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
    for (const set of sets) {
      const layout = await printedLayout(t, set.paperId);
      const alone = await printThroughApi(t, token, '/api/teacher/print/paper', {
        paperId: set.paperId,
      });
      const paperPages = (await PDFDocument.load(alone)).getPageCount();
      // This student's part of the class set: their paper's pages, then their card's pages.
      const cards = await PDFDocument.create();
      const idx = layout.pages.map((_, i) => at + paperPages + i);
      for (const p of await cards.copyPages(book, idx)) cards.addPage(p);
      at += paperPages + layout.pages.length;
      const made = await makeSheets(
        await cards.save(),
        layout,
        layout.pages.map((_, i) => ({
          pdfPage: i + 1,
          plan: { clean: true, writing: 7 },
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
        .select(['studentId', 'paperId', 'status'])
        .where('batchId', '=', scan.id)
        .execute();
      expect(pages.map((p) => [p.paperId, p.studentId])).toEqual(
        layout.pages.map(() => [set.paperId, set.studentId]),
      );
      await waitForCrops(set.paperId, layout.pages.length);
      expect(await markAllRight(set.paperId)).toBeGreaterThan(0);
    }
    expect(at).toBe(book.getPageCount());
    for (const set of sets) {
      const after = await openOf(set.studentId);
      expect(before.get(set.studentId)).toBe(set.originals);
      expect(after).toBe(0);
    }
    const others = batch.sets.slice(2);
    for (const s of others) expect(await openOf(s.studentId)).toBe(before.get(s.studentId));
  }, 300_000);
});
