import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaperDetail } from '../../../shared/api';
import type { Reconciliation } from '../../../shared/api/scan';
import { TEST_DIALECTS } from '../../testing/test-db';
import { call } from '../../testing/test-requests';
import { scoreAnswer, answerKeyOf } from './objective-scoring';
import { buildOtherSchool } from '../../testing/schools';
import { uploadScans } from './testing/scan.fixture';
import { openScanSession, type ScanSession } from './testing/scan-session';
import { prepareScanSheets, seat, type ScanSheets } from './testing/scan-sheets';

let made: ScanSheets;
beforeAll(async () => {
  made = await prepareScanSheets(['s1', 's5blank', 's5back']);
}, 240_000);

describe.each(TEST_DIALECTS)('scan results on %s', (dialect) => {
  let s: ScanSession;
  afterEach(async () => s?.close());
  const open = async () => (s = await openScanSession(dialect, made.printed));

  it('reconciles expected students × pages with what was received, scores objective answers, and deletes a batch only when confirmed', async () => {
    const { sheets, printed, pagesPerCard } = made;
    const batch = await (await open()).batch();
    await s.upload(batch.id, [
      ['1.jpg', sheets.s1.bytes],
      ['5a.jpg', sheets.s5blank.bytes],
      ['5b.jpg', sheets.s5back.bytes],
    ]);
    await s.settle(batch.id);
    // The back of a blank card has no 考号: it belongs to the student of the page before it.
    const back = (await s.pages(batch.id))[2]!;
    expect(back).toMatchObject({ pageNo: 2, examNo: seat(5), problems: [] });
    expect((await s.detail(back.id)).student?.source).toBe('previous-page');
    const reconcile = async () =>
      (
        await call<Reconciliation>(
          s.t,
          s.token,
          'GET',
          `/api/teacher/scan/reconciliation?paperId=${printed.doc.id}&classIds=${s.classId}`,
        )
      ).body.data;
    const rec = await reconcile();
    expect(rec).toMatchObject({
      students: 40,
      pagesPerStudent: pagesPerCard,
      expectedPages: 40 * pagesPerCard,
      receivedPages: 3,
      completeStudents: 1,
      complete: false,
    });
    expect(rec.missing).toHaveLength(39);
    expect(rec.missing[0]).toMatchObject({ examNo: seat(1), missingPages: [2] });
    expect(rec.missing.map((m) => m.examNo)).not.toContain(seat(5));

    const scores = await call<{ examNo: string; objectiveScore: number | null }[]>(
      s.t,
      s.token,
      'GET',
      `/api/teacher/scan/scores?paperId=${printed.doc.id}&classId=${s.classId}`,
    );
    const key = answerKeyOf(printed.doc);
    const expected = sheets.s1.truth.questions.reduce(
      (n, q) => n + scoreAnswer(key.items.get(q.questionId)!, q.answer, key.partialShare),
      0,
    );
    expect(scores.body.data.find((r) => r.examNo === seat(1))!.objectiveScore).toBe(expected);
    expect(scores.body.data.find((r) => r.examNo === seat(9))!.objectiveScore).toBeNull();
    const paper = await s.t.ctx.db
      .selectFrom('papers')
      .select('status')
      .where('id', '=', printed.doc.id)
      .executeTakeFirstOrThrow();
    expect(paper.status).toBe('扫描中');

    expect(
      (await call(s.t, s.token, 'DELETE', `/api/teacher/scan/batches/${batch.id}`, {})).status,
    ).toBe(400);
    expect(
      (
        await call(s.t, s.token, 'DELETE', `/api/teacher/scan/batches/${batch.id}`, {
          confirm: true,
        })
      ).status,
    ).toBe(200);
    expect((await call(s.t, s.token, 'GET', `/api/teacher/scan/batches/${batch.id}`)).status).toBe(
      404,
    );
    expect((await reconcile()).receivedPages).toBe(0);
    const db = s.t.ctx.db;
    const deleted = await db
      .selectFrom('scanBatches')
      .select('deletedBy')
      .where('id', '=', batch.id)
      .executeTakeFirstOrThrow();
    expect(deleted.deletedBy).not.toBeNull();
    expect(
      await db.selectFrom('scanPages').select('id').where('batchId', '=', batch.id).execute(),
    ).toHaveLength(3);
    expect(
      await db.selectFrom('scanEvents').select('id').where('action', '=', 'delete-batch').execute(),
    ).toHaveLength(1);
  });

  it('serves the page image scaled and full-resolution crops of answer regions and questions', async () => {
    const batch = await (await open()).batch();
    await s.upload(batch.id, [['1.jpg', made.sheets.s1.bytes]]);
    await s.settle(batch.id);
    const [page] = await s.pages(batch.id);
    const image = await s.t.get(`/api/teacher/scan/pages/${page!.id}/image?width=400`, s.token);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(400);
    const d = await s.detail(page!.id);
    const box = d.regions.find((r) => r.kind === 'subjective-box')!;
    const crop = await s.t.get(
      `/api/teacher/scan/pages/${page!.id}/crop?element=${box.elementId}`,
      s.token,
    );
    expect(crop.statusCode).toBe(200);
    const widthPx = Math.hypot(box.quad[1]!.x - box.quad[0]!.x, box.quad[1]!.y - box.quad[0]!.y);
    expect(Math.abs((await sharp(crop.rawPayload).metadata()).width - widthPx)).toBeLessThan(
      0.1 * widthPx,
    );
    const question = await s.t.get(
      `/api/teacher/scan/pages/${page!.id}/crop?element=${d.objective[0]!.questionId}`,
      s.token,
    );
    expect(question.headers['content-type']).toBe('image/jpeg');
    expect(
      (await s.t.get(`/api/teacher/scan/pages/${page!.id}/crop?element=nothing`, s.token))
        .statusCode,
    ).toBe(404);
  });

  it("answers another school's teacher 404 everywhere, as for made-up ids", async () => {
    const batch = await (await open()).batch();
    await s.upload(batch.id, [
      ['1.jpg', made.sheets.s1.bytes],
      ['2.jpg', Buffer.from([0xff, 0xd8, 0, 1])],
    ]);
    await s.settle(batch.id);
    const [page] = await s.pages(batch.id);
    const [problem] = await s.problems(batch.id);
    const { token: other } = await buildOtherSchool(s.t);
    const paperId = made.printed.doc.id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/teacher/scan/batches/${batch.id}`],
      ['GET', `/api/teacher/scan/batches/${batch.id}/pages`],
      ['GET', `/api/teacher/scan/batches/${batch.id}/problems`],
      ['GET', `/api/teacher/scan/pages/${page!.id}`],
      ['GET', `/api/teacher/scan/pages/${page!.id}/image`],
      ['GET', `/api/teacher/scan/pages/${page!.id}/crop?element=${page!.id}`],
      ['GET', `/api/teacher/scan/reconciliation?paperId=${paperId}`],
      ['GET', `/api/teacher/scan/scores?paperId=${paperId}&classId=${s.classId}`],
      [
        'POST',
        '/api/teacher/scan/batches',
        { paperId, classIds: [s.classId], settings: batch.settings },
      ],
      ['DELETE', `/api/teacher/scan/batches/${batch.id}`, { confirm: true }],
    ];
    for (const [method, url, body] of attempts)
      expect((await call(s.t, other, method as 'GET', url, body)).status, `${method} ${url}`).toBe(
        404,
      );
    const upload = await uploadScans(s.t, other, batch.id, [
      { name: 'x.jpg', bytes: made.sheets.s5blank.bytes },
    ]);
    expect(upload.statusCode).toBe(404);
    expect((await s.resolve(problem!.id, { action: 'discard' }, other)).status).toBe(404);
    expect(
      (await call<unknown[]>(s.t, other, 'GET', '/api/teacher/scan/batches')).body.data,
    ).toEqual([]);
  });

  it('freezes the scanned version: editing the paper afterwards makes a new version', async () => {
    await open();
    const id = made.printed.doc.id;
    // Printing froze version 1 already; thaw it so this shows that scanning alone freezes it.
    await s.t.ctx.db
      .updateTable('paperVersions')
      .set({ frozenAt: null, frozenReason: null })
      .where('paperId', '=', id)
      .execute();
    const paper = async () =>
      (await call<PaperDetail>(s.t, s.token, 'GET', `/api/teacher/paper/${id}`)).body.data;
    expect(await paper()).toMatchObject({ version: 1, frozen: false });
    const batch = await s.batch();
    await s.upload(batch.id, [['1.jpg', made.sheets.s1.bytes]]);
    await s.settle(batch.id);
    const scanned = await paper();
    expect(scanned).toMatchObject({ version: 1, frozen: true, frozenReason: 'scanned' });

    const doc = { ...scanned.doc, settings: { ...scanned.doc.settings, subtitle: '（改后）' } };
    const saved = await call<PaperDetail>(s.t, s.token, 'PUT', `/api/teacher/paper/${id}/doc`, {
      doc,
      revision: scanned.revision,
    });
    expect(saved.body.data).toMatchObject({ version: 2, frozen: false });
    const v1 = await s.t.ctx.db
      .selectFrom('paperVersions')
      .select(['doc', 'frozenReason'])
      .where('paperId', '=', id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(v1.frozenReason).toBe('scanned');
    expect(JSON.parse(v1.doc)).toEqual(made.printed.doc);
  });
});
