import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPaper, layoutCard } from '../../layout';
import { decodeScan } from '../decode/decode.stage';
import { recognisePage } from '../recognise/recognise-page';
import { buildCardMarks, cardSheet } from '../synthetic/card-sheet';
import { renderScan } from '../synthetic/synthetic-scan';
import { cutAnswerCrops } from './answer-crops';
import type { AnswerElement } from './answer-ink';

const layout = layoutCard(buildPaper());
const elements = layout.pages[0]!.elements.filter(
  (e): e is AnswerElement => e.kind === 'subjective-box' || e.kind === 'essay-grid',
);
const written = elements[0]!;

/** Page 1 of the card, blank but for a pen scribble in the first answer box. */
const sheet = async () => {
  const spec = await cardSheet(layout, 1, buildCardMarks());
  const { x, y, w, h } = written.rect;
  const d = Array.from({ length: 12 }, (_, i) => {
    const px = x + w * (0.3 + 0.03 * i);
    return `${i ? 'L' : 'M'}${px} ${y + h * (i % 2 ? 0.35 : 0.65)}`;
  }).join(' ');
  spec.shapes.push(`<path d="${d}" fill="none" stroke="#202020" stroke-width="0.6"/>`);
  return spec;
};

describe('cutAnswerCrops', () => {
  it.each([0, 1.2, 3, 180.8])(
    'cuts every answer box upright and measures the writing only (page turned %s°)',
    async (rotateDeg) => {
      const scan = await renderScan(await sheet(), { dpi: 200, rotateDeg, bedMm: 6, noise: 3 });
      const decoded = await decodeScan(scan);
      if (!decoded.ok || !decoded.pages[0]?.ok) throw new Error('not decoded');
      const page = decoded.pages[0].page;
      const result = await recognisePage(page, () => layout);
      if (!result.fit) throw new Error('not placed');
      const crops = await cutAnswerCrops(page.source, result.fit, elements);
      expect(crops.map((c) => c.elementId)).toEqual(elements.map((e) => e.id));
      for (const [i, c] of crops.entries()) {
        const el = elements[i]!;
        // Outer size (rect plus 2 mm each side) at 200 dpi; a residual skew ≤ 1.5° is kept, so the
        // cut may be a little taller than the box.
        const px = 200 / 25.4;
        expect(Math.abs(c.width - (el.rect.w + 4) * px)).toBeLessThan(0.03 * el.rect.w * px + 4);
        expect(c.height).toBeGreaterThan((el.rect.h + 4) * px - 4);
        expect(c.height).toBeLessThan((el.rect.h + 4) * px + 0.03 * el.rect.w * px + 4);
        const meta = await sharp(c.jpeg).metadata();
        expect([meta.width, meta.height]).toEqual([c.width, c.height]);
        if (el.id === written.id) expect(c.ink).toBeGreaterThan(0.015);
        else expect(c.ink).toBeLessThan(0.001);
      }
      // Upside down, the cut is turned: the scribble sits in the left half of the box as written.
      const { data, info } = await sharp(crops[0]!.jpeg)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let left = 0;
      let right = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = Math.round(info.width * 0.1); x < info.width * 0.9; x++)
          if (data[y * info.width + x]! < 100) {
            if (x < info.width / 2) left++;
            else right++;
          }
      expect(left).toBeGreaterThan(right);
    },
    60_000,
  );
});
