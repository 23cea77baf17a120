import { describe, expect, it } from 'vitest';
import { buildPaper, layoutCard, type PageCodeElement } from '../../layout';
import { decodeOnePage } from '../testing/decoded';
import { buildCardMarks, cardSheet } from '../synthetic/card-sheet';
import { renderScan } from '../synthetic/synthetic-scan';
import { recognisePage } from './recognise-page';

const layout = layoutCard(buildPaper());
const pageOne = layout.pages[0]!;
const codeEl = pageOne.elements.find((e): e is PageCodeElement => e.kind === 'page-code')!;

/** Page 1 with its first objective question filled at option B and the QR torn away. */
const tornQr = async (rotateDeg = 0) => {
  const q = pageOne.elements.flatMap((e) => (e.kind === 'objective-group' ? e.questions : []))[0]!;
  const b = q.bubbles.find((x) => x.value === 'B')!;
  const sheet = await cardSheet(layout, 1, buildCardMarks({ bubbles: { [b.id]: 'full' } }));
  const r = codeEl.qr;
  sheet.shapes.push(
    `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${sheet.paper}"/>`,
  );
  return {
    page: await decodeOnePage(await renderScan(sheet, { dpi: 200, rotateDeg })),
    questionId: q.questionId,
  };
};

describe('recognisePage with a page code a person chose', () => {
  it('reads a page whose QR cannot be read once a person names its paper, version and page', async () => {
    for (const rotateDeg of [0, 180]) {
      const { page, questionId } = await tornQr(rotateDeg);
      expect((await recognisePage(page, () => layout)).status).toBe('页码异常');
      const r = await recognisePage(page, () => layout, { assumeCode: codeEl.code });
      expect(r.status, String(rotateDeg)).not.toBe('页码异常');
      expect(r.orientation).toBe(rotateDeg);
      expect(r.codes.filter((c) => c.role === 'page-code')).toEqual([]);
      expect(r.objective.find((o) => o.questionId === questionId)?.answer).toBe('B');
    }
  });
});
