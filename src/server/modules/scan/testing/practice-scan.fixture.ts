import { PDFDocument } from 'pdf-lib';
import { paperQuestions, type PaperDoc } from '../../../../layout';
import { cardCopyPages } from '../../../../print';
import type { MarkingSetup, NextAnswer } from '../../../../shared/api/marking';
import type { RehearseBatch } from '../../../../shared/api/rehearse';
import type { TestApp } from '../../../testing/test-app';
import { call } from '../../../testing/test-requests';
import { key } from '../../marking/testing/marking.fixture';
import { wrongOption } from '../../rehearse/testing/rehearse.fixture';
import { makeSheets, type SheetOrder } from './card-scans';
import { whiteOut } from './scan-sheets';
import { printedLayout, printThroughApi } from './scan.fixture';

/** The objective questions of a practice paper: key, a wrong option, and whether an original. */
export async function practiceObjective(t: TestApp, setId: string, paperId: string) {
  const v = await t.ctx.db
    .selectFrom('paperVersions')
    .select('doc')
    .where('paperId', '=', paperId)
    .executeTakeFirstOrThrow();
  const originals = await t.ctx.db
    .selectFrom('rehearseItems')
    .select('questionId')
    .where('setId', '=', setId)
    .where('role', '=', 'original')
    .execute();
  const ids = new Set(originals.map((i) => i.questionId));
  return paperQuestions(JSON.parse(v.doc) as PaperDoc)
    .filter((q) => q.key)
    .map((q) => ({ ...q, original: ids.has(q.id), wrong: wrongOption(q) }));
}

type PracticeSet = RehearseBatch['sets'][number];

/** Cuts away the page code (QR) of a card page: nobody can read whose practice it is. */
export const withoutPageCode =
  (pageIndex: number): NonNullable<SheetOrder['damage']> =>
  (r, layout) =>
    whiteOut(r, layout.pages[pageIndex]!.elements.find((e) => e.kind === 'page-code')!.rect, 0);

/**
 * Prints some students' practice of a batch as one class set through the API, then marks and
 * scans each one's card pages (`answers(setIndex)` per question id, `damage` per page if given):
 * the scanned files in order, each with its student and card page (from 1).
 */
export async function scanPracticeCards(
  t: TestApp,
  token: string,
  batch: RehearseBatch,
  sets: RehearseBatch['sets'],
  answers: (set: PracticeSet) => Promise<Record<string, string>>,
  damage?: (set: PracticeSet, pageIndex: number) => SheetOrder['damage'],
) {
  const pdf = await printThroughApi(t, token, '/api/teacher/rehearse/print', {
    batchId: batch.batchId,
    setIds: sets.map((s) => s.setId),
  });
  const book = await PDFDocument.load(pdf);
  const files: { name: string; bytes: Uint8Array; studentId: string; page: number }[] = [];
  let at = 0;
  for (const set of sets) {
    const layout = await printedLayout(t, set.paperId);
    const alone = await printThroughApi(t, token, '/api/teacher/print/paper', {
      paperId: set.paperId,
    });
    const paperPages = (await PDFDocument.load(alone)).getPageCount();
    const cards = await PDFDocument.create();
    const idx = layout.pages.map((_, i) => at + paperPages + i);
    for (const p of await cards.copyPages(book, idx)) cards.addPage(p);
    at += paperPages + cardCopyPages(layout.pages.length, true);
    const plan = { clean: true, writing: 7, answers: await answers(set) };
    const made = await makeSheets(
      await cards.save(),
      layout,
      layout.pages.map((_, i) => {
        const hurt = damage?.(set, i);
        return { pdfPage: i + 1, plan, scan: { dpi: 200 }, ...(hurt ? { damage: hurt } : {}) };
      }),
      { seed: 5 },
    );
    made.forEach((m, i) =>
      files.push({
        name: `${set.studentName}-${i + 1}.jpg`,
        bytes: m.bytes,
        studentId: set.studentId,
        page: i + 1,
      }),
    );
  }
  return files;
}

/** Waits until marking has cut the answer crops of every scanned page of a paper. */
export async function waitForCrops(t: TestApp, paperId: string, pages: number) {
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

/** Scores every open item of a paper with full marks on every field; how many were scored. */
export async function markAllRight(t: TestApp, token: string, paperId: string) {
  const url = `/api/teacher/marking/papers/${paperId}/setup`;
  const setup = await call<MarkingSetup>(t, token, 'GET', url);
  let n = 0;
  for (const b of setup.body.data.blocks)
    for (;;) {
      const next = await call<NextAnswer>(
        t,
        token,
        'POST',
        `/api/teacher/marking/blocks/${b.id}/next`,
        { holding: [] },
      );
      const task = next.body.data.task;
      if (!task) break;
      const res = await call(t, token, 'POST', `/api/teacher/marking/tasks/${task.taskId}/submit`, {
        scores: b.fields.map((f) => f.full),
        submitKey: key(),
      });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      n++;
    }
  return n;
}
