import { describe, expect, it } from 'vitest';
import { buildPaper, layoutCard, type ObjectiveItem } from '../../layout';
import { buildCardMarks, cardSheet } from '../synthetic/card-sheet';
import { decodeOnePage } from '../testing/decoded';
import { renderScan, type ScanFaults } from '../synthetic/synthetic-scan';
import type { BubbleMark } from '../synthetic/synthetic-sheet';
import { recognisePage } from './recognise-page';

const layout = layoutCard(buildPaper());
const qs: ObjectiveItem[] = layout.pages[0]!.elements.flatMap((e) =>
  e.kind === 'objective-group' ? e.questions : [],
);
const bubbles: Record<string, BubbleMark> = Object.fromEntries(
  qs.map((q, i) => [q.bubbles[i % q.bubbles.length]!.id, 'full' as const]),
);
const want = Object.fromEntries(
  qs.map((q, i) => [q.questionId, q.bubbles[i % q.bubbles.length]!.value]),
);

/** Paper where the page was cut off: a rect of the sheet (mm) left blank. */
const cut = (x: number, y: number, w: number, h: number): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f5f3ee"/>`;

describe('a page whose fiducial is cut', () => {
  it.each<[string, string, Partial<ScanFaults>]>([
    ['bottom-right corner cropped', cut(199.4, 270, 12, 30), {}],
    ['bottom-left corner cropped, turned 1°', cut(0, 270, 10.6, 30), { rotateDeg: 1 }],
    ['right edge cropped (two fiducials cut)', cut(199.4, 0, 12, 297), {}],
    ['bottom edge clipped by the printer', cut(0, 286.6, 210, 12), { scale: 1.02 }],
  ])('is located from what remains and keeps its student: %s', async (_n, mask, faults) => {
    const card = await cardSheet(layout, 1, buildCardMarks({ bubbles, qrExamNo: '2024011503' }));
    const sheet = { ...card, shapes: [...card.shapes, mask] };
    const page = await decodeOnePage(await renderScan(sheet, { dpi: 200, ...faults }));
    const r = await recognisePage(page, () => layout);
    expect(r.fit, r.reason ?? '').not.toBeNull();
    expect(r.student?.examNo).toBe('2024011503');
    const read = Object.fromEntries(r.objective.map((o) => [o.questionId, o]));
    for (const [id, answer] of Object.entries(want)) {
      const o = read[id]!;
      // Never a wrong answer: read right, or sent to a person.
      if (!o.decision.review) expect(o.answer, `${id}: ${o.decision.reason}`).toBe(answer);
    }
    const right = qs.filter((q) => read[q.questionId]!.answer === want[q.questionId]).length;
    expect(right / qs.length).toBeGreaterThan(0.95);
  });

  it('locates a page with three fiducials cut from the one left and the QR, keeps its student and sends it to review with a note', async () => {
    const card = await cardSheet(layout, 1, buildCardMarks({ bubbles, qrExamNo: '2024011503' }));
    const mask = [cut(199.4, 0, 12, 297), cut(0, 270, 210, 27)];
    const sheet = { ...card, shapes: [...card.shapes, ...mask] };
    const r = await recognisePage(
      await decodeOnePage(await renderScan(sheet, { dpi: 200, rotateDeg: 0.6 })),
      () => layout,
    );
    expect(r.fit, r.reason ?? '').not.toBeNull();
    expect(r.status).toBe('需复核');
    expect(r.reason).toContain('有 3 个定位块缺失或被裁切，已按其余定位块与二维码定位，请核对');
    expect(r.student).toMatchObject({ examNo: '2024011503', source: 'qr' });
    const read = Object.fromEntries(r.objective.map((o) => [o.questionId, o]));
    for (const [id, answer] of Object.entries(want))
      if (!read[id]!.decision.review) expect(read[id]!.answer, id).toBe(answer);
  });

  it('keeps the student the QR names when too little is left to locate the page', async () => {
    const card = await cardSheet(layout, 1, buildCardMarks({ bubbles, qrExamNo: '2024011503' }));
    const sheet = { ...card, shapes: [...card.shapes, cut(0, 270, 210, 27), cut(0, 0, 10.6, 297)] };
    const r = await recognisePage(
      await decodeOnePage(await renderScan(sheet, { dpi: 150 })),
      () => layout,
    );
    expect(r.status).toBe('定位异常');
    expect(r.student).toMatchObject({ examNo: '2024011503', source: 'qr' });
  });
});
