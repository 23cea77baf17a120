/**
 * Round trip per paper size: print a blank card of each size through the API, rasterise its first
 * page, mark it (考号 bubbled, answers), and scan it to a file without a resolution (as chat tools and
 * phone scan apps write them); the recogniser must take the scale from the page itself and read the
 * student and every answer right or send it to a person.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_SIZES, type PaperSize } from '../../src/layout';
import { recogniseFile } from '../../src/scan';
import { makeSheets } from '../../src/server/modules/scan/testing/card-scans';
import {
  buildScanPaper,
  printedLayout,
  printThroughApi,
} from '../../src/server/modules/scan/testing/scan.fixture';
import { buildTestApp, type TestApp } from '../../src/server/testing/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp('sqlite', { DATA_DIR: await mkdtemp(join(tmpdir(), 'roundtrip-sizes-')) });
  token = await t.login();
}, 60_000);

afterAll(async () => t?.close());

/** Resolution each size is scanned at (the large sizes at what schools use for them). */
const DPI: Record<PaperSize, number> = { A4: 200, A3: 150, '8K': 150, B4: 200, '16K': 300 };

describe('print → rasterise → mark → scan without DPI → recognise, each paper size', () => {
  it.each([...PAPER_SIZES])(
    'reads a %s card scanned without a resolution',
    async (size) => {
      const paper = await buildScanPaper(t, {
        settings: { size, card: { idDigits: 8 } },
      });
      const pdf = await printThroughApi(t, token, '/api/teacher/print/card', { paperId: paper.id });
      const layout = await printedLayout(t, paper.id);
      expect(layout.size).toBe(size);
      const examNo = '31000042';
      const [sheet] = await makeSheets(
        pdf,
        layout,
        [
          {
            pdfPage: 1,
            plan: { bubbledExamNo: examNo, clean: true },
            scan: { dpi: DPI[size], noDpi: true, rotateDeg: 0.5 },
          },
        ],
        { seed: 31, dpi: DPI[size] },
      );
      const r = await recogniseFile(sheet!.bytes, () => layout);
      if (!r.ok) throw new Error(r.reason);
      const page = r.pages[0]!;
      expect(page.status === 'ok' || page.status === '需复核', page.reason ?? '').toBe(true);
      if (!('fit' in page)) throw new Error(page.reason);
      expect(page.student?.examNo).toBe(examNo);
      expect(Math.abs(page.source.dpi / DPI[size] - 1)).toBeLessThan(0.03);
      for (const q of sheet!.truth.questions) {
        const read = page.objective.find((o) => o.questionId === q.questionId)!;
        const outcome = read.decision.review
          ? 'review'
          : read.answer === q.answer
            ? 'right'
            : 'silent';
        expect([q.no, outcome]).not.toEqual([q.no, 'silent']);
      }
    },
    60_000,
  );
});
