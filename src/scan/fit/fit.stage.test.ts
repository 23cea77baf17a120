import { describe, expect, it } from 'vitest';
import { mm, type PointMm } from '../../layout';
import { pointPx } from '../core/geometry';
import { applyHomography, type Homography } from '../core/homography';
import { fitPage, mapPoint, mapRect, toLayoutPoint, type FitPair } from './fit.stage';
import { rect } from '../../layout';

const DPI = 100;
const k = DPI / 25.4;
/** A scanner-like transform: 2° turn, 101% scale, shift, slight perspective. */
const truth: Homography = (() => {
  const a = (2 * Math.PI) / 180;
  const s = 1.01 * k;
  return [
    s * Math.cos(a),
    -s * Math.sin(a),
    30,
    s * Math.sin(a),
    s * Math.cos(a),
    12,
    2e-6,
    -1e-6,
    1,
  ];
})();
const corners: PointMm[] = [
  { x: mm(10), y: mm(10) },
  { x: mm(200), y: mm(10) },
  { x: mm(10), y: mm(287) },
  { x: mm(200), y: mm(287) },
];
const pairsOf = (h: Homography, pts = corners): FitPair[] =>
  pts.map((p) => ({ layout: p, image: pointPx(applyHomography(h, p)) }));

const errorMm = (h: Homography, fitted: (p: PointMm) => { x: number; y: number }): number => {
  let worst = 0;
  for (let x = 0; x <= 210; x += 15)
    for (let y = 0; y <= 297; y += 15) {
      const p = { x: mm(x), y: mm(y) };
      const want = applyHomography(h, p);
      const got = fitted(p);
      worst = Math.max(worst, Math.hypot(want.x - got.x, want.y - got.y) / k);
    }
  return worst;
};

describe('fitPage', () => {
  it('recovers a known homography from four fiducials within 0.2 mm everywhere on the page', () => {
    const r = fitPage(pairsOf(truth), DPI);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fit.model).toBe('projective');
    expect(errorMm(truth, (p) => mapPoint(r.fit, p))).toBeLessThan(0.2);
    expect(r.fit.angleDeg).toBeCloseTo(2, 1);
    expect(r.fit.scale).toBeCloseTo(1.01, 2);
    expect(r.fit.residualMm).toBeLessThan(0.3);
    const back = toLayoutPoint(r.fit, mapPoint(r.fit, corners[1]!));
    expect(back.x).toBeCloseTo(200, 6);
  });

  it('fits an affine map from three fiducials when one is missing', () => {
    const affine: Homography = [
      truth[0],
      truth[1],
      truth[2],
      truth[3],
      truth[4],
      truth[5],
      0,
      0,
      1,
    ];
    const r = fitPage(pairsOf(affine, corners.slice(0, 3)), DPI);
    expect(r.ok && r.fit.model).toBe('affine');
    if (r.ok) expect(errorMm(affine, (p) => mapPoint(r.fit, p))).toBeLessThan(0.2);
  });

  it('maps a rect to its four corners in layout order', () => {
    const r = fitPage(pairsOf([k, 0, 0, 0, k, 0, 0, 0, 1]), DPI);
    if (!r.ok) throw new Error(r.reason);
    const q = mapRect(r.fit, rect(25.4, 50.8, 25.4, 12.7));
    expect(q.map((p) => [Math.round(p.x), Math.round(p.y)])).toEqual([
      [100, 200],
      [200, 200],
      [200, 250],
      [100, 250],
    ]);
  });

  it('refuses a fiducial that is off its place, a wrong scale and too few points, with reasons', () => {
    const pairs = pairsOf(truth);
    const moved = pairs.map((p, i) =>
      i === 3 ? { ...p, image: pointPx({ x: p.image.x + 3 * k, y: p.image.y }) } : p,
    );
    expect(fitPage(moved, DPI)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^定位块与版式不符/),
    });
    expect(fitPage(pairsOf(truth), DPI * 1.3)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^图像比例异常/),
    });
    expect(fitPage(pairs.slice(0, 2), DPI)).toEqual({
      ok: false,
      reason: '定位点不足（2 个，至少需要 3 个）',
    });
  });
});
