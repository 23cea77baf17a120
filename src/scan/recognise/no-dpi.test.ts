import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPaper, layoutCard, type CardLayout, type ObjectiveItem } from '../../layout';
import { buildCardMarks, cardSheet } from '../synthetic/card-sheet';
import { decodeOnePage } from '../testing/decoded';
import { renderScan } from '../synthetic/synthetic-scan';
import type { BubbleMark } from '../synthetic/synthetic-sheet';
import { recognisePage } from './recognise-page';

const cards: Record<'A4' | 'A3', CardLayout> = {
  A4: layoutCard(buildPaper()),
  A3: layoutCard(buildPaper({ settings: { size: 'A3' } })),
};

/** A card page filled one option per question, and the answers that must be read. */
const filled = (layout: CardLayout) => {
  const qs: ObjectiveItem[] = layout.pages[0]!.elements.flatMap((e) =>
    e.kind === 'objective-group' ? e.questions : [],
  );
  const bubbles: Record<string, BubbleMark> = Object.fromEntries(
    qs.map((q, i) => [q.bubbles[i % q.bubbles.length]!.id, 'full' as const]),
  );
  const want = Object.fromEntries(
    qs.map((q, i) => [q.questionId, q.bubbles[i % q.bubbles.length]!.value]),
  );
  return { marks: buildCardMarks({ bubbles }), want };
};

/** The scan re-encoded as chat tools and phone scan apps write it: no resolution (JPEG says 72, PNG nothing). */
const withoutDpi = async (scan: Buffer, format: 'jpeg' | 'png'): Promise<Buffer> => {
  const { data, info } = await sharp(scan).raw().toBuffer({ resolveWithObject: true });
  const raw = sharp(data, { raw: info });
  return format === 'jpeg' ? raw.jpeg({ quality: 88 }).toBuffer() : raw.png().toBuffer();
};

/**
 * A 1-bit page as the browser's image rule turns it (src/scan/acquire/image-encode.ts): drawn on a
 * canvas, smoothed, grayscale, JPEG 0.92 with no resolution, resized to 2480 × 3507 for A4 when
 * adaptive size is off.
 */
const throughBrowser = async (scan: Buffer, resize: boolean): Promise<Buffer> => {
  let img = sharp(scan).flatten({ background: '#ffffff' }).grayscale();
  if (resize) img = img.resize(2480, 3507, { fit: 'fill', kernel: 'linear' });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info }).jpeg({ quality: 92 }).toBuffer();
};

describe('scans without a resolution tag', () => {
  it.each<['A4' | 'A3', number, 'jpeg' | 'png']>([
    ['A4', 200, 'jpeg'],
    ['A4', 300, 'png'],
    ['A3', 150, 'jpeg'],
    ['A3', 200, 'png'],
  ])(
    'reads %s at %i dpi as a %s without DPI, the scale taken from the page code',
    async (size, dpi, format) => {
      const layout = cards[size];
      const { marks, want } = filled(layout);
      const scan = await renderScan(await cardSheet(layout, 1, marks), { dpi, bedMm: 2 });
      const page = await decodeOnePage(await withoutDpi(scan, format));
      const r = await recognisePage(page, () => layout);
      expect(r.fit, r.reason ?? '').not.toBeNull();
      expect(Object.fromEntries(r.objective.map((o) => [o.questionId, o.answer]))).toEqual(want);
      expect(r.source.dpi).toBeGreaterThan(dpi * 0.97);
      expect(r.source.dpi).toBeLessThan(dpi * 1.03);
    },
  );

  it.each([
    ['kept at 200 dpi', 200, false],
    ['resized to 2480 × 3507 from 200 dpi', 200, true],
    ['300 dpi', 300, false],
  ])('reads a 1-bit A4 page through the browser’s conversion, %s', async (_n, dpi, resize) => {
    const layout = cards.A4;
    const { marks, want } = filled(layout);
    const sheet = await cardSheet(layout, 1, marks);
    const scan = await renderScan(sheet, { dpi, bitonal: true, format: 'png', rotateDeg: 0.4 });
    const page = await decodeOnePage(await throughBrowser(scan, resize));
    const r = await recognisePage(page, () => layout);
    expect(r.fit, r.reason ?? '').not.toBeNull();
    expect(Object.fromEntries(r.objective.map((o) => [o.questionId, o.answer]))).toEqual(want);
  });
});
