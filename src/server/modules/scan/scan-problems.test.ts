import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import type { PaperDetail } from '../../../shared/api';
import { makeSheets } from './testing/card-scans';
import { loadBatchContext } from './batch-context';
import { applyPage } from './page-apply';
import { printedLayout, printThroughApi } from './testing/scan.fixture';
import { openScanSession, type ScanSession } from './testing/scan-session';
import { prepareScanSheets, seat, type ScanSheets } from './testing/scan-sheets';

let made: ScanSheets;
beforeAll(async () => {
  made = await prepareScanSheets([
    's4double',
    's6absent',
    's9noQr',
    'strangerBlank',
    's5blank',
    's5blankOther',
  ]);
}, 240_000);

describe.each(TEST_DIALECTS)('异常处理 on %s', (dialect) => {
  let s: ScanSession;
  afterEach(async () => s?.close());
  const open = async () => (s = await openScanSession(dialect, made.printed));
  const openByKind = async (batchId: string) =>
    Object.fromEntries((await s.problems(batchId, '?status=open')).map((p) => [p.kind, p]));

  it('settles 考号异常, 缺考 and 客观题异常: who and when recorded, the page re-scored at once', async () => {
    const { sheets } = made;
    const batch = await (await open()).batch();
    await s.upload(batch.id, [
      ['stranger.jpg', sheets.strangerBlank.bytes],
      ['absent.jpg', sheets.s6absent.bytes],
      ['double.jpg', sheets.s4double.bytes],
    ]);
    const done = await s.settle(batch.id);
    expect(done.counts.problemsByKind).toEqual({ 考号异常: 1, 缺考: 1, 客观题异常: 1 });
    const problems = await openByKind(batch.id);
    expect(problems['考号异常']!.message).toBe(
      '考号 99999999 不在花名册中（考号填涂识别），请选择学生',
    );
    expect(problems['客观题异常']!.message).toContain('第 1 题多涂');

    expect(
      (await s.resolve(problems['考号异常']!.id, { action: 'set-student', studentId: 'nobody' }))
        .status,
    ).toBe(400);
    const who = await s.resolve(problems['考号异常']!.id, {
      action: 'set-student',
      studentId: await s.studentId(seat(8)),
    });
    expect(who.body.data.page).toMatchObject({
      examNo: seat(8),
      problems: [],
      student: { source: 'manual' },
    });
    const absent = await s.resolve(problems['缺考']!.id, { action: 'set-absent', absent: true });
    expect(absent.body.data.page).toMatchObject({ absent: true, problems: [] });
    const key = made.printed.doc.sections[0]!.questions[0]!;
    const answers = await s.resolve(problems['客观题异常']!.id, {
      action: 'set-answers',
      answers: { '1': key.key },
    });
    const q1 = answers.body.data.page.objective.find((o) => o.no === 1)!;
    expect(q1).toMatchObject({ read: key.key, status: 'manual', score: key.score, review: false });
    expect((await s.resolve(problems['客观题异常']!.id, { action: 'discard' })).status).toBe(409);

    const after = await call<{ counts: { openProblems: number } }>(
      s.t,
      s.token,
      'GET',
      `/api/teacher/scan/batches/${batch.id}`,
    );
    expect(after.body.data.counts.openProblems).toBe(0);
    const events = await s.t.ctx.db
      .selectFrom('scanEvents')
      .select(['action', 'actorId'])
      .where('action', '=', 'resolve')
      .execute();
    expect(events).toHaveLength(3);
  });

  it('a page applied again at the moment a person settles it keeps what the person chose', async () => {
    const batch = await (await open()).batch();
    await s.upload(batch.id, [['stranger.jpg', made.sheets.strangerBlank.bytes]]);
    await s.settle(batch.id);
    const [problem] = await s.problems(batch.id, '?status=open');
    const bctx = await loadBatchContext(s.t.ctx.db, batch.id);
    // The same page re-applied (as a neighbour's follow-up does) races the person's resolution.
    let settling = true;
    const again = async () => {
      while (settling) {
        await applyPage(s.t.ctx.db, bctx, problem!.pageId, s.t.ctx.now());
        await new Promise((r) => setImmediate(r));
      }
    };
    const studentId = await s.studentId(seat(8));
    const resolving = s.resolve(problem!.id, { action: 'set-student', studentId });
    const [, , resolved] = await Promise.all([
      again(),
      again(),
      resolving.finally(() => (settling = false)),
    ]);
    expect(resolved.status).toBe(200);
    expect(await s.detail(problem!.pageId)).toMatchObject({ examNo: seat(8), problems: [] });
  });

  it('考号异常 when two different pages bubble the same 考号: the later one waits for a person', async () => {
    const batch = await (await open()).batch();
    await s.upload(batch.id, [
      ['a.jpg', made.sheets.s5blank.bytes],
      ['b.jpg', made.sheets.s5blankOther.bytes],
    ]);
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({ recognised: 2, problemsByKind: { 考号异常: 1 } });
    const [a, b] = await s.pages(batch.id);
    expect([a!.examNo, b!.examNo]).toEqual([seat(5), seat(5)]);
    expect((await s.detail(b!.id)).student?.source).toBe('bubbles');
    const [clash, ...more] = await s.problems(batch.id, '?status=open');
    expect(more).toEqual([]);
    expect(clash).toMatchObject({
      kind: '考号异常',
      pageId: b!.id,
      message: `考号 ${seat(5)} 与另一页重复（两页填涂了同一考号），请核对学生`,
      detail: { otherPageId: a!.id, pageNo: 1 },
    });
    // Until a person decides, the later page does not count beside the first.
    expect((await s.repeats())[b!.id]).toBe(a!.id);

    const fixed = await s.resolve(clash!.id, {
      action: 'set-student',
      studentId: await s.studentId(seat(7)),
    });
    expect(fixed.body.data.page).toMatchObject({ examNo: seat(7), problems: [] });
    expect(await s.repeats()).toEqual({ [a!.id]: null, [b!.id]: null });
  });

  it('页码异常: once a person picks the version and page, the page is read again with that layout', async () => {
    const batch = await (await open()).batch();
    await s.upload(batch.id, [['9.jpg', made.sheets.s9noQr.bytes]]);
    await s.settle(batch.id);
    const [problem] = await s.problems(batch.id, '?status=open');
    expect(problem).toMatchObject({
      kind: '页码异常',
      detail: { versions: [1], pages: made.pagesPerCard },
    });
    expect(
      (await s.resolve(problem!.id, { action: 'set-page', paperVersion: 2, pageNo: 1 })).status,
    ).toBe(400);
    // A student is named only in a practice batch (错题重练); one paper needs its version.
    const refusals = [
      [
        { paperVersion: 1, pageNo: 1, studentId: await s.studentId(seat(9)) },
        '该批次不是错题练习的扫描批次',
      ],
      [{ pageNo: 1 }, '请选择试卷版本'],
    ] as const;
    for (const [body, message] of refusals) {
      const res = await s.resolve(problem!.id, { action: 'set-page', ...body });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect(
      (await s.resolve(problem!.id, { action: 'set-page', paperVersion: 1, pageNo: 1 })).status,
    ).toBe(200);
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({ recognised: 1, openProblems: 0 });
    const [page] = await s.pages(batch.id);
    expect(page).toMatchObject({ pageNo: 1, examNo: seat(9), problems: [] });
    const d = await s.detail(page!.id);
    expect(d.student?.source).toBe('barcode');
    expect(Object.fromEntries(d.objective.map((o) => [o.no, o.read]))).toEqual(
      Object.fromEntries(made.sheets.s9noQr.truth.questions.map((q) => [q.no, q.answer])),
    );
  });

  it('scanning a class set again after its problems were settled adds no work and counts nothing twice', async () => {
    const { sheets } = made;
    const batch = await (await open()).batch();
    await s.upload(batch.id, [
      ['a-double.jpg', sheets.s4double.bytes],
      ['b-stranger.jpg', sheets.strangerBlank.bytes],
    ]);
    await s.settle(batch.id);
    const problems = await openByKind(batch.id);
    await s.resolve(problems['客观题异常']!.id, { action: 'set-answers', answers: { '1': 'A' } });
    await s.resolve(problems['考号异常']!.id, {
      action: 'set-student',
      studentId: await s.studentId(seat(8)),
    });
    s.t.clock.now += 60_000;
    await s.upload(batch.id, [
      ['c-double-again.jpg', sheets.s4double.rescans[0]!],
      ['d-stranger-again.jpg', sheets.strangerBlank.rescans[0]!],
    ]);
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({ pages: 4, recognised: 4, openProblems: 0 });
    const list = await s.pages(batch.id);
    const dupOf = await s.repeats();
    expect(list.map((p) => [p.fileName, p.examNo, dupOf[p.id]])).toEqual([
      ['a-double.jpg', seat(4), null],
      ['b-stranger.jpg', seat(8), null],
      ['c-double-again.jpg', seat(4), list[0]!.id],
      ['d-stranger-again.jpg', seat(8), list[1]!.id],
    ]);
    const repeats = await s.problems(batch.id, '?kind=重复扫描');
    expect(repeats.map((p) => [p.status, p.resolution?.auto])).toEqual([
      ['resolved', true],
      ['resolved', true],
    ]);
  });

  it('reads a version printed after the batch started (the new layout is picked up at once)', async () => {
    const batch = await (await open()).batch();
    await s.upload(batch.id, [['v1.jpg', made.sheets.s4double.bytes]]);
    await s.settle(batch.id);
    const id = made.printed.doc.id;
    const detail = (await call<PaperDetail>(s.t, s.token, 'GET', `/api/teacher/paper/${id}`)).body
      .data;
    const doc = { ...detail.doc, settings: { ...detail.doc.settings, subtitle: '（第二次印刷）' } };
    const saved = await call<PaperDetail>(s.t, s.token, 'PUT', `/api/teacher/paper/${id}/doc`, {
      doc,
      revision: detail.revision,
    });
    expect(saved.body.data.version).toBe(2);
    const set = await printThroughApi(s.t, s.token, '/api/teacher/print/card/students', {
      paperId: id,
      classIds: [s.classId],
    });
    const layout = await printedLayout(s.t, id, 2);
    const [v2] = await makeSheets(set, layout, [{ pdfPage: 1, plan: { clean: true } }], {
      seed: 5,
    });
    await s.upload(batch.id, [['v2.jpg', v2!.bytes]]);
    await s.settle(batch.id);
    const page = (await s.pages(batch.id)).find((p) => p.fileName === 'v2.jpg')!;
    expect(page).toMatchObject({ paperVersion: 2, pageNo: 1, examNo: seat(1), problems: [] });
  });
});
