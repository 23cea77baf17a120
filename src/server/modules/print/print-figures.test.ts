import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowAnswerKey, pageFrame, type PaperDoc, type PaperFlow } from '../../../layout';
import { layoutPaper, loadFontSet, measurerFor } from '../../../print';
import type { BasketInfo, PaperDetail } from '../../../shared/api';
import { darkPixels, rasterise } from '../../../../tests/support/pdf-tools';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { call } from '../../testing/test-requests';

const DPI = 60;
const px = (mm: number): number => (mm * DPI) / 25.4;
const run = promisify(execFile);

/** Images `pdfimages -list` finds in a PDF. */
const pdfImageCount = async (pdf: Uint8Array): Promise<number> => {
  const dir = await mkdtemp(join(tmpdir(), 'figures-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdfimages', ['-list', join(dir, 'in.pdf')]);
    return stdout.split('\n').filter((l) => /^\s*\d+\s+\d+\s+image\b/.test(l)).length;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Every figure a flow places: its page and its box in millimetres. */
const figureBoxes = (flow: PaperFlow) =>
  flow.pages.flatMap((p, page) =>
    p.columns.flatMap((c) =>
      c.blocks.flatMap((b) =>
        b.lines.flatMap((l) =>
          l.line.items.flatMap((i) =>
            i.kind === 'img'
              ? [{ page, x: l.x + i.x, y: l.y + l.line.baseline - i.h, w: i.w, h: i.h }]
              : [],
          ),
        ),
      ),
    ),
  );

describe('printed papers carry their figures', () => {
  let t: TestApp;
  let token: string;
  let paper: PaperDetail;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    token = await t.login('teacher');
    const withFigure = (kind: 'solve' | 'single', n: number) =>
      t.ctx.db
        .selectFrom('questions')
        .select('id')
        .where('subjectId', '=', 'junior-math')
        .where('kind', '=', kind)
        .where('ownerId', 'is', null)
        .where('content', 'like', '%"t":"img"%')
        .orderBy('seedKey')
        .limit(n)
        .execute();
    const rows = [...(await withFigure('single', 2)), ...(await withFigure('solve', 1))];
    expect(rows.length).toBe(3);
    let info: BasketInfo | undefined;
    for (const { id } of rows)
      info = (
        await call<BasketInfo>(t, token, 'POST', '/api/teacher/paper/question/addQuestion', {
          questionId: id,
        })
      ).body.data;
    const id = info!.paperInfo[0]!.id;
    paper = (await call<PaperDetail>(t, token, 'GET', `/api/teacher/paper/${id}`)).body.data;
  });
  afterAll(async () => t.close());

  /** Sets the paper size; with `figureInKey`, the first question's 解析 and answer show its figure. */
  const setSize = async (size: 'A4' | 'A3', figureInKey = false) => {
    const draft = (await call<PaperDetail>(t, token, 'GET', `/api/teacher/paper/${paper.id}`)).body
      .data;
    const doc = { ...draft.doc, settings: { ...draft.doc.settings, size } } as PaperDoc;
    if (figureInKey) {
      const q = doc.sections.flatMap((s) => s.questions).find((x) => x.kind === 'solve')!;
      const figure = q.stem.find((r) => r.t === 'img')!;
      q.answer = [...q.answer, figure];
      q.analysis = [...q.analysis, figure];
    }
    await call(t, token, 'PUT', `/api/teacher/paper/${paper.id}/doc`, {
      doc,
      revision: draft.revision,
    });
    return doc;
  };

  const printed = async (url: string, body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ paperId: paper.id, preview: true, ...body }),
    });
    expect(res.statusCode).toBe(200);
    return new Uint8Array(res.rawPayload);
  };

  /** Rasterises the PDF and finds ink inside every figure's box (inset past the empty frame). */
  const expectFigures = async (pdf: Uint8Array, flow: PaperFlow, least = 3) => {
    const boxes = figureBoxes(flow);
    expect(boxes.length).toBeGreaterThanOrEqual(least);
    expect(await pdfImageCount(pdf)).toBe(boxes.length);
    const pages = await rasterise(pdf, { dpi: DPI });
    for (const b of boxes) {
      const inset = Math.min(b.w, b.h) * 0.15;
      const ink = await darkPixels(pages[b.page]!, {
        left: px(b.x + inset),
        top: px(b.y + inset),
        width: px(b.w - 2 * inset),
        height: px(b.h - 2 * inset),
      });
      expect(ink, `figure on page ${b.page + 1}`).toBeGreaterThan(20);
    }
  };

  for (const size of ['A4', 'A3'] as const)
    it(`draws every figure in the ${size} paper, with and without answers`, async () => {
      const doc = await setSize(size);
      for (const withAnswers of [false, true]) {
        const pdf = await printed('/api/teacher/print/paper', { withAnswers });
        await expectFigures(pdf, await layoutPaper(doc, { withAnswers }));
      }
    });

  it('draws every figure in 答案与解析 and 仅答案（简版）', async () => {
    const doc = await setSize('A4', true);
    const measurer = measurerFor(await loadFontSet());
    for (const compact of [false, true]) {
      const pdf = await printed('/api/teacher/print/answer', { compact });
      const flow = flowAnswerKey(doc, pageFrame('A4', { sealLine: false }), measurer, { compact });
      await expectFigures(pdf, flow, compact ? 1 : 2);
    }
  });
});
