import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { rect } from '../../layout';
import { decodeOnePage } from '../testing/decoded';
import { fitSheet } from '../testing/fitted';
import { renderScan, type ScanFaults } from '../synthetic/synthetic-scan';
import { buildSheet } from '../synthetic/synthetic-sheet';
import { sourcePlacement } from '../fit/fit.stage';
import { cropRegion } from './crops.stage';

const BOX = rect(30, 100, 120, 50);
/** An answer box with a black square in its top-left corner and a gray bar along its bottom. */
const sheet = buildSheet({
  shapes: [
    `<rect x="30" y="100" width="120" height="50" fill="none" stroke="#111" stroke-width="0.4"/>`,
    `<rect x="35" y="105" width="10" height="10" fill="#111"/>`,
    `<rect x="40" y="140" width="100" height="5" fill="#777"/>`,
  ],
});

/** Mean gray of a box of a crop given in fractions of its size. */
const meanAt = async (
  jpeg: Uint8Array,
  fx: number,
  fy: number,
  fw: number,
  fh: number,
): Promise<number> => {
  const img = sharp(jpeg);
  const { width, height } = await img.metadata();
  const box = {
    left: Math.round(fx * width),
    top: Math.round(fy * height),
    width: Math.round(fw * width),
    height: Math.round(fh * height),
  };
  const { data } = await sharp(jpeg)
    .extract(box)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.reduce((a, b) => a + b, 0) / data.length;
};

describe('cropRegion', () => {
  it.each<[string, Partial<ScanFaults>, number]>([
    ['upright', {}, 0],
    ['turned 3°', { rotateDeg: 3, bedMm: 6 }, -3],
    ['fed upside down', { rotateDeg: 180 }, 180],
  ])('cuts the answer box at full resolution, upright: %s', async (_name, faults, turn) => {
    const page = await decodeOnePage(await renderScan(sheet, { dpi: 200, ...faults }));
    const { fit } = fitSheet(page, sheet, turn === 180);
    const r = await cropRegion(page.source, sourcePlacement(fit, page.scale), {
      rect: BOX,
      marginMm: 2,
    });
    if (!r.ok) throw new Error(r.reason);
    // 124 × 54 mm at 200 dpi
    expect(r.width).toBeGreaterThan(970);
    expect(r.width).toBeLessThan(985);
    expect(r.height).toBeGreaterThan(420);
    expect(r.height).toBeLessThan(432);
    expect(Math.abs(r.rotatedDeg - turn) < 1 || Math.abs(Math.abs(r.rotatedDeg) - 180) < 1).toBe(
      true,
    );
    expect(await meanAt(r.jpeg, 0.07, 0.12, 0.05, 0.1)).toBeLessThan(80);
    expect(await meanAt(r.jpeg, 0.87, 0.12, 0.05, 0.1)).toBeGreaterThan(200);
    expect(await meanAt(r.jpeg, 0.3, 0.84, 0.4, 0.03)).toBeLessThan(160);
  });

  it.each([
    [180, [-1, 0, 200, 0, -1, 100, 0, 0, 1]],
    [90, [0, -1, 200, 1, 0, 0, 0, 0, 1]],
    [-90, [0, 1, 0, -1, 0, 100, 0, 0, 1]],
  ] as const)(
    'pads the part outside the image on the side it lies on in the layout (page turned %s°)',
    async (angleDeg, toSource) => {
      // A black 200 × 100 px image at 1 px/mm; the region starts 10 mm left of the page's edge.
      const source = {
        bytes: new Uint8Array(200 * 100),
        page: 0,
        raw: { width: 200, height: 100, channels: 1 as const },
        width: 200,
        height: 100,
        dpi: 25.4,
        bitonal: false,
        alpha: false,
      };
      const r = await cropRegion(
        source,
        { toSource, angleDeg, scale: 1 },
        { rect: rect(-10, 10, 40, 20), marginMm: 0, quality: 100 },
      );
      if (!r.ok) throw new Error(r.reason);
      expect([r.width, r.height]).toEqual([40, 20]);
      expect(await meanAt(r.jpeg, 0, 0.1, 0.2, 0.8)).toBeGreaterThan(230);
      expect(await meanAt(r.jpeg, 0.35, 0.1, 0.6, 0.8)).toBeLessThan(25);
    },
  );

  it('says so when the region lies outside the image', async () => {
    const page = await decodeOnePage(await renderScan(sheet, { dpi: 100 }));
    const { fit } = fitSheet(page, sheet);
    expect(
      await cropRegion(page.source, sourcePlacement(fit, page.scale), {
        rect: rect(400, 400, 10, 10),
      }),
    ).toEqual({
      ok: false,
      reason: '区域不在图片范围内',
    });
  });
});
