/**
 * Round trip (CI size): print a personalised class set and a blank card through the API, rasterise
 * them, mark them as students do (a realistic mix: clean fills, erasures, half and light fills,
 * 多涂, ticks), scan them with faults (skew, upside down, "fit to page", JPEG 60, 1-bit, 150 dpi,
 * no resolution, a 1-bit page through the browser's image rule) or photograph one with a phone on a
 * desk, upload through the API, and check every student, page and answer. The full corpus is
 * `npm run bench:omr`.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation, ScanPageDetail, ScanPageView } from '../../src/shared/api';
import type { QuestionTruth } from '../../src/server/modules/scan/testing/answer-sheet';
import { makeSheets, type MadeSheet } from '../../src/server/modules/scan/testing/card-scans';
import {
  buildScanClass,
  buildScanPaper,
  createScanBatch,
  printedLayout,
  printThroughApi,
  uploadScans,
  waitForBatch,
} from '../../src/server/modules/scan/testing/scan.fixture';
import { buildTestApp, type TestApp } from '../../src/server/testing/test-app';
import { call } from '../../src/server/testing/test-requests';

let t: TestApp;
let token: string;
const sheets: { name: string; examNo: string; pageNo: number; sheet: MadeSheet }[] = [];
let list: ScanPageView[] = [];
let classId = '';
let paperId = '';
let pagesPerCard = 0;

/** Outcome of one question: read right, sent to a person, or wrong without a flag (a silent error). */
const judge = (q: QuestionTruth, read: { read: string; review: boolean; status: string }) => {
  if (read.review)
    return q.kind === 'double' || q.kind === 'ambiguous' || q.marks.some((m) => m.mark === 'light')
      ? 'review'
      : 'needless-review';
  if (q.kind === 'double') return 'silent';
  return read.read === q.answer ? 'right' : 'silent';
};

beforeAll(async () => {
  t = await buildTestApp('sqlite', { DATA_DIR: await mkdtemp(join(tmpdir(), 'roundtrip-')) });
  token = await t.login();
  const klass = await buildScanClass(t, '回归一班', 10, '310');
  classId = klass.id;
  const paper = await buildScanPaper(t);
  paperId = paper.id;
  const set = await printThroughApi(t, token, '/api/teacher/print/card/students', {
    paperId: paper.id,
    classIds: [klass.id],
  });
  const blank = await printThroughApi(t, token, '/api/teacher/print/card', { paperId: paper.id });
  const layout = await printedLayout(t, paper.id);
  pagesPerCard = layout.pages.length;
  const first = (seat: number) => (seat - 1) * pagesPerCard + 1;
  const seat = (s: number) => klass.students[s - 1]!.examNo;
  const personal: [number, number, Parameters<typeof makeSheets>[2][number]['scan']][] = [
    [1, 1, {}],
    [2, 1, { rotateDeg: 3 }],
    [3, 1, { turn180: true, rotateDeg: -1 }],
    [4, 1, { scale: 0.97, shiftMm: { x: 2, y: -1.5 } }],
    [5, 1, { quality: 60, noise: 6 }],
    [6, 1, { bitonal: true, format: 'png' }],
    [1, 2, { dpi: 150, blur: 0.8 }],
    [2, 2, { contrast: 0.35 }],
    [3, 2, { noDpi: true, format: 'png' }],
    [9, 1, { bitonal: true, format: 'png', browser: true }],
    [
      10,
      1,
      {
        photo: { turn180: true, keystone: 0.1, sideTilt: 0.03, light: { low: 0.65, angleDeg: 30 } },
      },
    ],
  ];
  const made = await makeSheets(
    set,
    layout,
    personal.map(([s, page, scan]) => ({
      pdfPage: first(s) + page - 1,
      plan: { allowLight: !scan?.bitonal },
      scan: { dpi: 200, ...scan },
    })),
    { seed: 2024 },
  );
  personal.forEach(([s, page], i) =>
    sheets.push({ name: `p${s}-${page}.jpg`, examNo: seat(s), pageNo: page, sheet: made[i]! }),
  );
  const blanks = await makeSheets(
    blank,
    layout,
    [
      { pdfPage: 1, plan: { bubbledExamNo: seat(7) }, scan: { rotateDeg: -2, dpi: 300 } },
      { pdfPage: 2, scan: { dpi: 300 } },
      { pdfPage: 1, plan: { bubbledExamNo: seat(8) }, scan: { dpi: 200, quality: 70 } },
    ],
    { seed: 77 },
  );
  sheets.push(
    { name: 'q7-1.jpg', examNo: seat(7), pageNo: 1, sheet: blanks[0]! },
    { name: 'q7-2.jpg', examNo: seat(7), pageNo: 2, sheet: blanks[1]! },
    { name: 'q8-1.jpg', examNo: seat(8), pageNo: 1, sheet: blanks[2]! },
  );
  const batch = await createScanBatch(t, token, paper.id, [klass.id]);
  const res = await uploadScans(
    t,
    token,
    batch.id,
    sheets.map((s) => ({ name: s.name, bytes: s.sheet.bytes })),
  );
  expect(res.statusCode, res.body).toBe(200);
  await waitForBatch(t, token, batch.id);
  list = (
    await call<{ list: ScanPageView[] }>(
      t,
      token,
      'GET',
      `/api/teacher/scan/batches/${batch.id}/pages?pageSize=200`,
    )
  ).body.data.list;
}, 180_000);

afterAll(async () => t?.close());

describe('print → rasterise → mark → degrade → upload → recognise', () => {
  it('identifies every page and student', () => {
    const byName = new Map(list.map((p) => [p.fileName, p]));
    for (const s of sheets)
      expect([s.name, byName.get(s.name)?.examNo, byName.get(s.name)?.pageNo]).toEqual([
        s.name,
        s.examNo,
        s.pageNo,
      ]);
  });

  it('locates the page without DPI, the 1-bit page through the browser and the phone photo', () => {
    for (const name of ['p3-2.jpg', 'p9-1.jpg', 'p10-1.jpg']) {
      const page = list.find((p) => p.fileName === name);
      expect([
        name,
        page?.status,
        page?.problems.filter((k) => k.endsWith('异常') && k !== '客观题异常'),
      ]).toEqual([name, 'done', []]);
    }
  });

  it('reads every objective answer right or sends it to a person; none is wrong without a flag', async () => {
    const tally = { right: 0, review: 0, 'needless-review': 0, silent: 0 };
    for (const s of sheets) {
      const page = list.find((p) => p.fileName === s.name)!;
      const d = (await call<ScanPageDetail>(t, token, 'GET', `/api/teacher/scan/pages/${page.id}`))
        .body.data;
      for (const q of s.sheet.truth.questions) {
        const read = d.objective.find((o) => o.questionId === q.questionId)!;
        const outcome = judge(q, read);
        tally[outcome]++;
        expect(
          outcome === 'silent'
            ? `${s.name} 第 ${q.no} 题 读作“${read.read}”，应为“${q.answer}”（${q.marks.map((m) => m.value + m.mark).join(' ')}）`
            : 'ok',
        ).toBe('ok');
      }
    }
    expect(tally.right + tally.review).toBeGreaterThan(0);
    expect(tally['needless-review']).toBeLessThanOrEqual(1);
  });

  it('reconciles the class: who is missing which page', async () => {
    const url = `/api/teacher/scan/reconciliation?paperId=${paperId}&classIds=${classId}`;
    const rec = (await call<Reconciliation>(t, token, 'GET', url)).body.data;
    expect(rec).toMatchObject({
      students: 10,
      pagesPerStudent: pagesPerCard,
      receivedPages: sheets.length,
    });
    const missing = Object.fromEntries(rec.missing.map((m) => [m.examNo, m.missingPages]));
    const pages = Array.from({ length: pagesPerCard }, (_, i) => i + 1);
    const got = (examNo: string) => sheets.filter((s) => s.examNo === examNo).map((s) => s.pageNo);
    for (const [examNo, pagesMissing] of Object.entries(missing))
      expect(pagesMissing).toEqual(pages.filter((p) => !got(examNo).includes(p)));
  });
});
