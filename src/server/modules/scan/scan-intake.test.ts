import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { openScanSession, type ScanSession } from './testing/scan-session';
import { prepareScanSheets, seat, type ScanSheets } from './testing/scan-sheets';

let made: ScanSheets;
beforeAll(async () => {
  made = await prepareScanSheets(['s1', 's1again', 's2upsideDown', 's3torn', 's5blank'], {
    foreign: true,
    check: true,
  });
}, 240_000);

describe.each(TEST_DIALECTS)('scan intake on %s', (dialect) => {
  let s: ScanSession;
  afterEach(async () => s?.close());
  const open = async () => (s = await openScanSession(dialect, made.printed));

  it('recognises printed cards: student from QR or 考号 bubbles, every objective answer, upside down, torn fiducial', async () => {
    const { sheets } = made;
    const batch = await (await open()).batch();
    const files = await s.upload(batch.id, [
      ['001.jpg', sheets.s1.bytes],
      ['002.jpg', sheets.s2upsideDown.bytes],
      ['003.jpg', sheets.s3torn.bytes],
      ['004.jpg', sheets.s5blank.bytes],
    ]);
    expect(files.map((f) => f.status)).toEqual(['stored', 'stored', 'stored', 'stored']);
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({ files: 4, pages: 4, recognised: 4, failed: 0, pending: 0 });
    const list = await s.pages(batch.id);
    expect(list.map((p) => [p.fileName, p.examNo, p.pageNo, p.problems])).toEqual([
      ['001.jpg', seat(1), 1, []],
      ['002.jpg', seat(2), 1, []],
      ['003.jpg', seat(3), 1, []],
      ['004.jpg', seat(5), 1, []],
    ]);
    const truths = [sheets.s1, sheets.s2upsideDown, sheets.s3torn, sheets.s5blank].map(
      (x) => x.truth,
    );
    for (const [i, p] of list.entries()) {
      const d = await s.detail(p.id);
      const read = Object.fromEntries(d.objective.map((o) => [o.no, o.read]));
      expect(read, p.fileName).toEqual(
        Object.fromEntries(truths[i]!.questions.map((q) => [q.no, q.answer])),
      );
    }
    expect((await s.detail(list[1]!.id)).orientation).toBe(180);
    const torn = await s.detail(list[2]!.id);
    expect(torn.fiducials.filter((f) => f.centre === null).map((f) => f.corner)).toEqual(['bl']);
    expect(torn.student?.source).toBe('qr');
    expect((await s.detail(list[3]!.id)).student?.source).toBe('bubbles');
  });

  it('reads every page of a multi-page TIFF and of a scanner PDF, each page from its own page file', async () => {
    const { sheets } = made;
    const batch = await (await open()).batch();
    const meta = await sharp(sheets.s1.bytes).metadata();
    const dpi = meta.density ?? 300;
    const tiff = await sharp([sheets.s1.bytes, sheets.s3torn.bytes], { join: { animated: true } })
      .toColourspace('b-w')
      .tiff({ compression: 'lzw', xres: dpi / 25.4, yres: dpi / 25.4 })
      .toBuffer();
    const doc = await PDFDocument.create();
    for (const jpg of [sheets.s2upsideDown.bytes, sheets.s5blank.bytes]) {
      const image = await doc.embedJpg(jpg);
      const [w, h] = [(image.width / dpi) * 72, (image.height / dpi) * 72];
      doc.addPage([w, h]).drawImage(image, { x: 0, y: 0, width: w, height: h });
    }
    await s.upload(batch.id, [
      ['grade.tif', tiff],
      ['grade.pdf', await doc.save()],
    ]);
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({ files: 2, pages: 4, recognised: 4, failed: 0 });
    const list = await s.pages(batch.id);
    expect(list.map((p) => [p.fileName, p.examNo, p.problems]).sort()).toEqual(
      [
        ['grade.pdf', seat(2), []],
        ['grade.pdf', seat(5), []],
        ['grade.tif', seat(1), []],
        ['grade.tif', seat(3), []],
      ].sort(),
    );
    const blobs = await s.t.ctx.db.selectFrom('scanPages').select('blobKey').execute();
    expect(blobs.every((b) => b.blobKey !== null)).toBe(true);
  });

  it('never counts the same file twice; another image of a page already received is 重复扫描', async () => {
    const { sheets } = made;
    const batch = await (await open()).batch();
    await s.upload(batch.id, [['a.jpg', sheets.s1.bytes]]);
    await s.settle(batch.id);
    s.t.clock.now += 60_000;
    const again = await s.upload(batch.id, [
      ['a-again.jpg', sheets.s1.bytes],
      ['b-rescan.jpg', sheets.s1.rescans[0]!],
      ['c-other.jpg', sheets.s1again.bytes],
    ]);
    expect(again.map((f) => f.status)).toEqual(['duplicate', 'stored', 'stored']);
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({
      files: 3,
      duplicateFiles: 1,
      pages: 3,
      openProblems: 1,
      problemsByKind: { 重复扫描: 1 },
    });
    const list = await s.pages(batch.id);
    // The rescan reads the same: set aside as a repeat, settled by the program and recorded.
    expect(await s.problems(batch.id, '?status=resolved')).toEqual([
      expect.objectContaining({
        kind: '重复扫描',
        pageId: list[1]!.id,
        resolution: expect.objectContaining({ auto: true, keepPageId: list[0]!.id }),
      }),
    ]);
    // A different image of the same student's page (other marks): a person keeps one.
    const [open1] = await s.problems(batch.id, '?status=open');
    expect(open1).toMatchObject({
      kind: '重复扫描',
      pageId: list[2]!.id,
      detail: { otherPageId: list[0]!.id },
    });
    const kept = await s.resolve(open1!.id, { action: 'keep', keepPageId: list[2]!.id });
    expect(kept.body.data.problem).toMatchObject({
      status: 'resolved',
      resolvedBy: expect.any(String),
      resolvedAt: expect.any(String),
    });
    const dupOf = await s.repeats();
    expect([dupOf[list[0]!.id], dupOf[list[2]!.id]]).toEqual([list[2]!.id, null]);
    const url = `/api/teacher/scan/scores?paperId=${made.printed.doc.id}&classId=${s.classId}`;
    const scores = await call<{ examNo: string; answers: Record<string, { read: string }> }[]>(
      s.t,
      s.token,
      'GET',
      url,
    );
    const row = scores.body.data.find((r) => r.examNo === seat(1))!;
    expect(Object.fromEntries(Object.entries(row.answers).map(([no, a]) => [no, a.read]))).toEqual(
      Object.fromEntries(sheets.s1again.truth.questions.map((q) => [String(q.no), q.answer])),
    );
  });

  it('loses nothing across a restart in the middle of a batch', async () => {
    const { sheets } = made;
    const batch = await (await open()).batch();
    await s.upload(batch.id, [
      ['1.jpg', sheets.s1.bytes],
      ['2.jpg', sheets.s2upsideDown.bytes],
      ['3.jpg', sheets.s3torn.bytes],
    ]);
    await s.t.app.close();
    // As a crash would leave it: a page taken but never finished.
    const taken = await s.t.ctx.db.selectFrom('scanPages').select('id').limit(1).executeTakeFirst();
    if (taken)
      await s.t.ctx.db
        .updateTable('scanPages')
        .set({ status: 'processing', result: null })
        .where('id', '=', taken.id)
        .execute();
    const first = s.t;
    const restarted = await buildApp(first.ctx);
    s.t = { ...first, app: restarted, close: async () => (await restarted.close(), first.close()) };
    await restarted.ready();
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({
      files: 3,
      pages: 3,
      recognised: 3,
      pending: 0,
      openProblems: 0,
    });
    expect((await s.pages(batch.id)).map((p) => p.examNo)).toEqual([seat(1), seat(2), seat(3)]);
  });

  it('keeps going past a foreign page, a page without a page code and a corrupt file, each with a clear message', async () => {
    const batch = await (await open()).batch();
    const plain = await sharp({
      create: { width: 1654, height: 2339, channels: 3, background: '#f4f2ec' },
    })
      .jpeg()
      .toBuffer();
    await s.upload(batch.id, [
      ['1-foreign.jpg', made.foreign],
      ['2-photo.jpg', plain],
      ['3-broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])],
      ['4-good.jpg', made.sheets.s1.bytes],
    ]);
    const done = await s.settle(batch.id);
    expect(done.counts).toMatchObject({
      pages: 4,
      recognised: 3,
      failed: 1,
      pending: 0,
      problemsByKind: { 定位异常: 2, 页码异常: 1 },
    });
    const list = await s.pages(batch.id);
    expect(list.map((p) => [p.fileName, p.problems])).toEqual([
      ['1-foreign.jpg', ['定位异常']],
      ['2-photo.jpg', ['页码异常']],
      ['3-broken.jpg', ['定位异常']],
      ['4-good.jpg', []],
    ]);
    const byPage = Object.fromEntries(
      (await s.problems(batch.id)).map((p) => [p.pageId, p.message]),
    );
    expect(byPage[list[0]!.id]).toContain(
      `该页不属于本批次的试卷《${made.printed.doc.settings.title}》`,
    );
    expect(byPage[list[1]!.id]).toContain('请选择试卷版本和页码');
    expect(byPage[list[2]!.id]).toContain('无法识别的图片文件');
    expect(list[2]).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('无法识别的图片文件'),
    });
    const foreign = (await s.problems(batch.id, '?kind=定位异常'))[0]!;
    const discard = await s.resolve(foreign.id, { action: 'discard', reason: '外校试卷' });
    expect(discard.body.data.page).toMatchObject({ error: '已作废：外校试卷', studentId: null });
  });

  it('reads the printer check page back: scale and offset', async () => {
    await open();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(made.checkPage)]), 'check.jpg');
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/teacher/scan/printer-check',
      headers: { authorization: `Bearer ${s.token}` },
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as { ok: boolean; scaleX: number; verdict: string };
    expect(r.ok).toBe(false);
    expect(r.scaleX).toBeCloseTo(0.97, 2);
    expect(r.verdict).toContain('适合页面');
  });
});
