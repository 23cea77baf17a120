import sharp from 'sharp';
import { MM_PER_INCH, rect, type RectMm } from '../../layout';
import { boundsOf } from '../core/geometry';
import { applyHomography, composeHomography, type Homography } from '../core/homography';
import { openSource, type PageSource } from '../decode/page-source';
import type { SourcePlacement } from '../fit/fit.stage';

/** A region of the page to cut out at full resolution. */
export interface CropRequest {
  rect: RectMm;
  /** Margin around the rect, mm (default 2). */
  marginMm?: number;
  /** JPEG quality (default 85). */
  quality?: number;
  /** Also answer the cut's pixels and where the layout lies on them, when the cut was not resampled. */
  keepPixels?: boolean;
}

/** Raw pixels of a cut, as sharp describes them. */
export interface CropPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** A cut-out: JPEG bytes, upright, at the source's resolution. */
export type CropResult =
  | {
      ok: true;
      jpeg: Uint8Array;
      width: number;
      height: number;
      rotatedDeg: number;
      /** With keepPixels, for a cut turned by quarter turns only: its pixels and layout mm → its px. */
      kept?: { pixels: CropPixels; toCut: Homography };
    }
  | { ok: false; reason: string };

/**
 * A residual turn up to this is left in the cut (no resampling): a marker reads handwriting skewed
 * by 1.5° as easily as upright, and resampling a crop at full resolution costs three times cutting
 * it. Quarter turns (a page fed sideways or upside down) are always undone; they are exact and cheap.
 */
const STRAIGHT_DEG = 1.5;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

type Turn = 0 | 90 | 180 | 270;
interface Pad {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Pixel coordinates of a w × h image after a clockwise quarter turn. */
const turnedCoords = (turn: Turn, w: number, h: number): Homography => {
  if (turn === 90) return [0, -1, h, 1, 0, 0, 0, 0, 1];
  if (turn === 180) return [-1, 0, w, 0, -1, h, 0, 0, 1];
  if (turn === 270) return [0, 1, 0, -1, 0, w, 0, 0, 1];
  return [1, 0, 0, 0, 1, 0, 0, 0, 1];
};

/** Where each side's padding lies after a clockwise quarter turn. */
const turnedPad = (p: Pad, turn: Turn): Pad => {
  if (turn === 90) return { left: p.bottom, top: p.left, right: p.top, bottom: p.right };
  if (turn === 180) return { left: p.right, top: p.bottom, right: p.left, bottom: p.top };
  if (turn === 270) return { left: p.top, top: p.right, right: p.bottom, bottom: p.left };
  return p;
};

/** A layout rect plus margin, as the box of source pixels that holds it (unclamped). */
export const sourceBoxOf = (
  fit: SourcePlacement,
  r: RectMm,
  marginMm: number,
): { left: number; top: number; right: number; bottom: number } => {
  const outer = rect(r.x - marginMm, r.y - marginMm, r.w + 2 * marginMm, r.h + 2 * marginMm);
  const corners = [
    { x: outer.x, y: outer.y },
    { x: outer.x + outer.w, y: outer.y },
    { x: outer.x + outer.w, y: outer.y + outer.h },
    { x: outer.x, y: outer.y + outer.h },
  ];
  const b = boundsOf(corners.map((p) => applyHomography(fit.toSource, p)));
  return {
    left: Math.floor(b.x0),
    top: Math.floor(b.y0),
    right: Math.ceil(b.x1),
    bottom: Math.ceil(b.y1),
  };
};

/**
 * JPEG settings of a cut: baseline Huffman tables. Optimised tables (sharp's default) make the file
 * about 8% smaller but cost 2.5× the encode, and a page's cuts are written once and read a few times.
 */
const jpegOptions = (quality: number) => ({ quality, optimiseCoding: false });

/**
 * Crops stage: cuts a layout rect (plus margin) out of the full-resolution original, turned upright
 * (quarter turns always, a residual angle above STRAIGHT_DEG by resampling).
 */
export const cropRegion = async (
  src: PageSource,
  fit: SourcePlacement,
  req: CropRequest,
): Promise<CropResult> => {
  const m = req.marginMm ?? 2;
  const outer = rect(req.rect.x - m, req.rect.y - m, req.rect.w + 2 * m, req.rect.h + 2 * m);
  const box = sourceBoxOf(fit, req.rect, m);
  const inside = {
    left: Math.max(0, box.left),
    top: Math.max(0, box.top),
    width: Math.min(src.width, box.right) - Math.max(0, box.left),
    height: Math.min(src.height, box.bottom) - Math.max(0, box.top),
  };
  if (inside.width <= 0 || inside.height <= 0) return { ok: false, reason: '区域不在图片范围内' };
  const pad: Pad = {
    left: inside.left - box.left,
    top: inside.top - box.top,
    right: box.right - (inside.left + inside.width),
    bottom: box.bottom - (inside.top + inside.height),
  };
  const quality = req.quality ?? 85;
  try {
    const angle = fit.angleDeg;
    const quarter = Math.round(angle / 90) * 90;
    if (Math.abs(angle - quarter) <= STRAIGHT_DEG) {
      const turn = (((-quarter % 360) + 360) % 360) as Turn;
      // sharp pads after an exact turn whatever the call order: pad the sides they are turned to.
      const cut = openSource(src).extract(inside);
      const upright = (turn ? cut.rotate(turn) : cut).extend({
        ...turnedPad(pad, turn),
        background: WHITE,
      });
      if (!req.keepPixels) {
        const { data, info } = await upright
          .jpeg(jpegOptions(quality))
          .toBuffer({ resolveWithObject: true });
        return {
          ok: true,
          jpeg: data,
          width: info.width,
          height: info.height,
          rotatedDeg: -quarter,
        };
      }
      const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
      const pixels = { data, width: info.width, height: info.height, channels: info.channels };
      const jpeg = await sharp(data, { raw: pixels }).jpeg(jpegOptions(quality)).toBuffer();
      const w = box.right - box.left;
      const h = box.bottom - box.top;
      const shift: Homography = [1, 0, -box.left, 0, 1, -box.top, 0, 0, 1];
      const toCut = composeHomography(
        turnedCoords(turn, w, h),
        composeHomography(shift, fit.toSource),
      );
      return {
        ok: true,
        jpeg,
        width: info.width,
        height: info.height,
        rotatedDeg: -quarter,
        kept: { pixels, toCut },
      };
    }
    const cut = openSource(src)
      .extract(inside)
      .extend({ ...pad, background: WHITE });
    const turned = await cut
      .rotate(-angle, { background: WHITE })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const k = (src.dpi / MM_PER_INCH) * fit.scale;
    const width = Math.min(turned.info.width, Math.round(outer.w * k));
    const height = Math.min(turned.info.height, Math.round(outer.h * k));
    const { channels } = turned.info;
    const { data, info } = await sharp(turned.data, {
      raw: { width: turned.info.width, height: turned.info.height, channels },
    })
      .extract({
        left: Math.floor((turned.info.width - width) / 2),
        top: Math.floor((turned.info.height - height) / 2),
        width,
        height,
      })
      .jpeg(jpegOptions(quality))
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height, rotatedDeg: -angle };
  } catch {
    return { ok: false, reason: '裁切失败：原图无法读取' };
  }
};
