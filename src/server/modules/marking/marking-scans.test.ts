import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerGroup, MarkingTaskRow } from '../../../shared/api/marking';
import { buildTestApp } from '../../testing/test-app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { classId } from '../print/print.fixture';
import { makeSheets, printCards, type MadeSheet } from '../scan/testing/card-scans';
import type { PrintedPaper } from '../scan/testing/scan.fixture';
import { openScanSession, type ScanSession } from '../scan/testing/scan-session';
import { CLASS } from '../scan/testing/scan-sheets';

/** Seat → how the student wrote: seats 1 and 2 the same answer, 3 nothing, 4 another answer. */
const WRITING = { 1: 5, 2: 5, 3: 'blank', 4: 9 } as const;
let printed: PrintedPaper;
let sheets: { seat: number; sheet: MadeSheet }[];

beforeAll(async () => {
  const t = await buildTestApp('sqlite', { DATA_DIR: await mkdtemp(join(tmpdir(), 'mark-prep-')) });
  try {
    const cards = await printCards(t, await t.login(), await classId(t, CLASS));
    printed = cards.printed;
    const n = cards.layout.pages.length;
    sheets = [];
    for (const [seatText, writing] of Object.entries(WRITING)) {
      const seat = Number(seatText);
      for (let p = 1; p <= n; p++) {
        const [sheet] = await makeSheets(
          cards.set,
          cards.layout,
          [{ pdfPage: (seat - 1) * n + p, plan: { clean: true, writing } }],
          { seed: seat * 10 + p },
        );
        sheets.push({ seat, sheet: sheet! });
      }
    }
  } finally {
    await t.close();
  }
}, 240_000);

describe.each(TEST_DIALECTS)('marking items from real scans on %s', (dialect) => {
  let s: ScanSession;
  afterEach(async () => s?.close());

  it('opens items once crops are cut, offers the blank answer as 空白 and groups alike answers', async () => {
    s = await openScanSession(dialect, printed);
    const batch = await s.batch();
    await s.upload(
      batch.id,
      sheets.map((x, i) => [`${i}.jpg`, x.sheet.bytes]),
    );
    await s.settle(batch.id);
    let row: MarkingTaskRow | undefined;
    for (let i = 0; i < 600; i++) {
      const tasks = await call<MarkingTaskRow[]>(s.t, s.token, 'GET', '/api/teacher/marking/tasks');
      row = tasks.body.data.find((r) => r.paperId === printed.doc.id);
      if (row && row.blocks.every((b) => b.progress.total === 4 && b.progress.waiting === 0)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row!.blocks.length).toBeGreaterThan(0);
    for (const b of row!.blocks)
      expect(b.progress).toMatchObject({ total: 4, waiting: 0, blanks: 1 });
    const items = await s.t.ctx.db
      .selectFrom('markingItems')
      .innerJoin('students', 'students.id', 'markingItems.studentId')
      .select(['markingItems.id', 'markingItems.blockId', 'markingItems.blank', 'students.examNo'])
      .execute();
    const seatOf = (examNo: string) => Number(examNo.slice(-2));
    for (const it of items)
      expect([seatOf(it.examNo), it.blank]).toEqual([
        seatOf(it.examNo),
        seatOf(it.examNo) === 3 ? 1 : 0,
      ]);
    const block = row!.blocks[0]!;
    const groups = await call<AnswerGroup[]>(
      s.t,
      s.token,
      'GET',
      `/api/teacher/marking/blocks/${block.blockId}/groups`,
    );
    const seats = (g: AnswerGroup) =>
      g.items.map((m) => seatOf(items.find((i) => i.id === m.itemId)!.examNo)).sort();
    expect(groups.body.data.map(seats)).toEqual([[1, 2]]);
    const one = items.find((i) => i.blockId === block.blockId)!;
    const crop = await s.t.app.inject({
      method: 'GET',
      url: `/api/teacher/marking/items/${one.id}/crops/0`,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(crop.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(crop.rawPayload).metadata();
    // Full resolution of the 200 dpi scan: about 7.9 px per mm of a box wider than 100 mm.
    expect(meta.width).toBeGreaterThan(800);
  }, 240_000);

  it('withdraws the items of a deleted batch, keeping scores given; a new scan brings them back', async () => {
    s = await openScanSession(dialect, printed);
    const first = await s.batch();
    await s.upload(
      first.id,
      sheets.map((x, i) => [`${i}.jpg`, x.sheet.bytes]),
    );
    await s.settle(first.id);
    const progress = () => waitForItems(s, printed.doc.id);
    const before = await progress();
    expect(before.blocks.every((b) => b.progress.total === 4)).toBe(true);
    const blockId = before.blocks[0]!.blockId;
    const next = await call<{ task: { taskId: string; itemId: string } | null }>(
      s.t,
      s.token,
      'POST',
      `/api/teacher/marking/blocks/${blockId}/next`,
      { holding: [] },
    );
    const task = next.body.data.task!;
    const submitted = await call(
      s.t,
      s.token,
      'POST',
      `/api/teacher/marking/tasks/${task.taskId}/submit`,
      { scores: [1], submitKey: `k-${task.taskId}` },
    );
    expect(submitted.status).toBe(200);
    const removed = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/teacher/scan/batches/${first.id}`,
      headers: { authorization: `Bearer ${s.token}` },
      payload: { confirm: true },
    });
    expect(removed.statusCode).toBe(200);
    const gone = await call<MarkingTaskRow[]>(s.t, s.token, 'GET', '/api/teacher/marking/tasks');
    const row = gone.body.data.find((r) => r.paperId === printed.doc.id)!;
    for (const b of row.blocks) expect(b.progress).toMatchObject({ total: 0, waiting: 0 });
    const none = await call<{ task: unknown }>(
      s.t,
      s.token,
      'POST',
      `/api/teacher/marking/blocks/${blockId}/next`,
      { holding: [] },
    );
    expect(none.body.data.task).toBeNull();
    const kept = await s.t.ctx.db
      .selectFrom('markingTasks')
      .select(['status', 'total'])
      .where('id', '=', task.taskId)
      .executeTakeFirstOrThrow();
    expect([kept.status, Number(kept.total)]).toEqual(['done', 1]);

    const again = await s.batch();
    await s.upload(
      again.id,
      sheets.map((x, i) => [`${i}.jpg`, x.sheet.bytes]),
    );
    await s.settle(again.id);
    const back = await progress();
    for (const b of back.blocks) expect(b.progress.total).toBe(4);
    const item = await s.t.ctx.db
      .selectFrom('markingItems')
      .select(['status', 'finalTotal'])
      .where('id', '=', task.itemId)
      .executeTakeFirstOrThrow();
    expect(item.status).not.toBe('withdrawn');
  }, 240_000);
});

/** Waits until every block of the paper has its items open (crops cut); answers the task row. */
async function waitForItems(s: ScanSession, paperId: string): Promise<MarkingTaskRow> {
  let row: MarkingTaskRow | undefined;
  for (let i = 0; i < 600; i++) {
    const tasks = await call<MarkingTaskRow[]>(s.t, s.token, 'GET', '/api/teacher/marking/tasks');
    row = tasks.body.data.find((r) => r.paperId === paperId);
    if (
      row?.blocks.length &&
      row.blocks.every((b) => b.progress.total === 4 && b.progress.waiting === 0)
    )
      return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`items of ${paperId} not ready: ${JSON.stringify(row)}`);
}
