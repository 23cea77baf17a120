import { describe, expect, it } from 'vitest';
import { mm } from '../../layout';
import type { Homography } from '../core/homography';
import { decodeOnePage } from '../testing/decoded';
import { buildSheet, bubbleSvg, type SheetSpec } from '../synthetic/synthetic-sheet';
import { faultPoint, renderScan, type ScanFaults } from '../synthetic/synthetic-scan';
import { findFiducials, type FiducialsResult } from './fiducials.stage';
import { rect } from '../../layout';

const sheet = buildSheet();
const expected = sheet.fiducials.map((f) => ({ x: mm(f.x), y: mm(f.y) }));

const scanAndFind = async (
  spec: SheetSpec,
  faults: Partial<ScanFaults>,
): Promise<{ r: FiducialsResult; dpi: number }> => {
  const page = await decodeOnePage(await renderScan(spec, { dpi: 200, ...faults }));
  const k = page.dpi / 25.4;
  const prior: Homography = [k, 0, 0, 0, k, 0, 0, 0, 1];
  return {
    r: findFiducials(page.image, { expected, sideMm: 5, dpi: page.dpi, prior }),
    dpi: page.dpi,
  };
};

/** Largest distance (mm) between a found mark and where the faults put its fiducial. */
const worstError = (
  r: FiducialsResult,
  dpi: number,
  faults: Partial<ScanFaults>,
  order = [0, 1, 2, 3],
): number =>
  Math.max(
    ...r.marks.map((m, i) => {
      if (!m) return 0;
      const want = faultPoint(sheet, faults, sheet.fiducials[order[i]!]!);
      return Math.hypot((m.centre.x * 25.4) / dpi - want.x, (m.centre.y * 25.4) / dpi - want.y);
    }),
  );

describe('findFiducials', () => {
  const cases: [string, Partial<ScanFaults>][] = [
    ['clean', {}],
    ['rotated 5° on a wider scanner bed', { rotateDeg: 5, bedMm: 8 }],
    ['rotated −5° and shifted', { rotateDeg: -5, bedMm: 10, shiftMm: { x: 4, y: -3 } }],
    ['scaled 97%', { scale: 0.97 }],
    ['scaled 103%', { scale: 1.03 }],
    ['1-bit black and white', { bitonal: true, format: 'png' }],
    ['contrast 0.35×, blur and noise', { contrast: 0.35, blur: 1.5, noise: 8 }],
  ];
  it.each(cases)('finds all four fiducials: %s', async (_name, faults) => {
    const { r, dpi } = await scanAndFind(sheet, faults);
    expect(r.found).toBe(4);
    expect(r.reason).toBeNull();
    expect(worstError(r, dpi, faults)).toBeLessThan(0.3);
    expect(r.ink).toBeLessThan(faults.contrast ? 110 : 60);
  });

  it('finds them on a page fed upside down (each slot holds the opposite corner)', async () => {
    const faults = { rotateDeg: 180 };
    const { r, dpi } = await scanAndFind(sheet, faults);
    expect(r.found).toBe(4);
    expect(worstError(r, dpi, faults, [3, 2, 1, 0])).toBeLessThan(0.3);
  });

  it('ignores a filled bubble beside a corner and keeps 3 when one fiducial is torn off', async () => {
    const torn = buildSheet({
      fiducials: sheet.fiducials.slice(0, 3),
      shapes: [
        bubbleSvg(rect(186, 272, 5.5, 3.2), 'full'),
        bubbleSvg(rect(25, 20, 5, 4.2), 'full'),
      ],
    });
    const { r, dpi } = await scanAndFind(torn, { rotateDeg: 2 });
    expect(r.found).toBe(3);
    expect(r.marks[3]).toBeNull();
    expect(worstError(r, dpi, { rotateDeg: 2 })).toBeLessThan(0.3);
  });

  it('says why when there are no fiducials', async () => {
    const { r } = await scanAndFind(buildSheet({ fiducials: [] }), {});
    expect(r.found).toBe(0);
    expect(r.reason).toBe('只找到 0 个定位块（至少需要 3 个）');
  });
});
