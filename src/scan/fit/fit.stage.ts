import { MM_PER_INCH, type PointMm, type RectMm } from '../../layout';
import { pointPx, type PointPx, type QuadPx } from '../core/geometry';
import {
  applyHomography,
  composeHomography,
  fitTransform,
  invertHomography,
  type Homography,
  type Vec2,
} from '../core/homography';

/** One correspondence: where a layout point (mm) was found in the image (px). */
export interface FitPair {
  layout: PointMm;
  image: PointPx;
}

/** The page's mapping from layout millimetres to geometry-image pixels, with its quality. */
export interface PageFit {
  /** Layout mm → geometry image px. */
  toImage: Homography;
  /** Geometry image px → layout mm. */
  toLayout: Homography;
  model: 'projective' | 'affine';
  /** Correspondences used. */
  points: number;
  /** RMS distance (mm) of the points from the best affine through them: 0 for 3 points, < 0.3 for a flat scan. */
  residualMm: number;
  /** Rotation of the layout in the image, degrees clockwise (an upside-down page is near 180). */
  angleDeg: number;
  /** Printed size over layout size (printer scaling, "fit to page"). */
  scale: number;
}

/** The fit stage's answer. */
export type FitResult = { ok: true; fit: PageFit } | { ok: false; reason: string };

/** Limits a fit must keep to be trusted. */
export interface FitLimits {
  maxResidualMm: number;
  scaleRange: readonly [number, number];
}

/** Default limits: 0.6 mm RMS disagreement (one corner about 2.4 mm off), 85–115% scale. */
export const FIT_LIMITS: FitLimits = { maxResidualMm: 0.6, scaleRange: [0.85, 1.15] };

const rms = (h: Homography, pairs: readonly FitPair[]): number =>
  Math.sqrt(
    pairs.reduce((s, p) => {
      const q = applyHomography(h, p.layout);
      return s + (q.x - p.image.x) ** 2 + (q.y - p.image.y) ** 2;
    }, 0) / pairs.length,
  );

/**
 * Fit stage: a homography (≥ 4 points) or affine map (3 points) from layout mm to image px, with
 * the affine residual in mm as confidence. Does not warp the image. Too few points or a fit outside
 * the limits → a reason.
 */
export const fitPage = (
  pairs: readonly FitPair[],
  dpi: number,
  limits: FitLimits = FIT_LIMITS,
): FitResult => {
  if (pairs.length < 3)
    return { ok: false, reason: `定位点不足（${pairs.length} 个，至少需要 3 个）` };
  const src = pairs.map((p) => p.layout);
  const dst = pairs.map((p) => p.image);
  const model = pairs.length >= 4 ? 'projective' : 'affine';
  const toImage = fitTransform(src, dst, model);
  const affine = fitTransform(src, dst, 'affine');
  const toLayout = toImage && invertHomography(toImage);
  if (!toImage || !affine || !toLayout)
    return { ok: false, reason: '定位块排列异常，无法对齐版式' };
  const pxPerMm = dpi / MM_PER_INCH;
  const scale = Math.sqrt(Math.abs(affine[0] * affine[4] - affine[1] * affine[3])) / pxPerMm;
  const residualMm = rms(affine, pairs) / pxPerMm / scale;
  const angleDeg = (Math.atan2(affine[3], affine[0]) * 180) / Math.PI;
  const fit: PageFit = {
    toImage,
    toLayout,
    model,
    points: pairs.length,
    residualMm,
    angleDeg,
    scale,
  };
  if (scale < limits.scaleRange[0] || scale > limits.scaleRange[1])
    return {
      ok: false,
      reason: `图像比例异常（${Math.round(scale * 100)}%），请按实际大小打印与扫描`,
    };
  if (residualMm > limits.maxResidualMm)
    return { ok: false, reason: `定位块与版式不符（偏差 ${residualMm.toFixed(1)} 毫米）` };
  return { ok: true, fit };
};

/** Maps a layout point (mm) into the geometry image (px). */
export const mapPoint = (fit: PageFit, p: PointMm): PointPx =>
  pointPx(applyHomography(fit.toImage, p));

/** Maps a layout rect (mm) into the geometry image: its four corners, in layout order. */
export const mapRect = (fit: PageFit, r: RectMm): QuadPx => {
  const at = (x: number, y: number): PointPx => pointPx(applyHomography(fit.toImage, { x, y }));
  return [at(r.x, r.y), at(r.x + r.w, r.y), at(r.x + r.w, r.y + r.h), at(r.x, r.y + r.h)];
};

/** Maps an image point (px) back into layout mm. */
export const toLayoutPoint = (fit: PageFit, p: Vec2): Vec2 => applyHomography(fit.toLayout, p);

/** Where the layout sits on the full-resolution source: plain data, kept in a page result for later crops. */
export interface SourcePlacement {
  /** Layout mm → source px. */
  toSource: Homography;
  /** Rotation of the layout in the source, degrees clockwise. */
  angleDeg: number;
  /** Printed size over layout size. */
  scale: number;
}

/** The fit carried over to the full-resolution source (`scale` source px per geometry px). */
export const sourcePlacement = (fit: PageFit, scale: number): SourcePlacement => ({
  toSource: composeHomography([scale, 0, 0, 0, scale, 0, 0, 0, 1], fit.toImage),
  angleDeg: fit.angleDeg,
  scale: fit.scale,
});
