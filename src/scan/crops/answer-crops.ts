import sharp from 'sharp';
import { MM_PER_INCH, rect, type RectMm } from '../../layout';
import type { GrayImage } from '../core/image';
import { openSource, type PageSource } from '../decode/page-source';
import { composeHomography, type Homography } from '../core/homography';
import type { SourcePlacement } from '../fit/fit.stage';
import { inkAreas, measureInk, type AnswerElement } from './answer-ink';
import { cropRegion, sourceBoxOf, type CropPixels } from './crops.stage';

/** A cut answer region: its JPEG at full resolution and the handwriting measured on it. */
export interface AnswerCrop {
  elementId: string;
  jpeg: Uint8Array;
  width: number;
  height: number;
  ink: number;
  hash: string;
}

const MARGIN_MM = 2;
/** Resolution the ink is measured at (about 100 dpi). */
const MEASURE_PX_PER_MM = 4;

/**
 * Cuts every answer region of a recognised page at full resolution (the page decoded once), turned
 * upright (see cropRegion), and measures each one's handwriting; a region that cannot be cut is
 * left out.
 */
export async function cutAnswerCrops(
  source: PageSource,
  fit: SourcePlacement,
  elements: readonly AnswerElement[],
): Promise<AnswerCrop[]> {
  // Only the band of the page that holds the answer regions is decoded (a JPEG is decoded from the
  // top down, so a band ending above the page's foot costs less than the whole page).
  const boxes = elements.map((el) => sourceBoxOf(fit, el.rect, MARGIN_MM));
  const left = Math.max(0, Math.min(...boxes.map((b) => b.left)));
  const top = Math.max(0, Math.min(...boxes.map((b) => b.top)));
  const right = Math.min(source.width, Math.max(...boxes.map((b) => b.right)));
  const bottom = Math.min(source.height, Math.max(...boxes.map((b) => b.bottom)));
  if (right <= left || bottom <= top) return [];
  const band = { left, top, width: right - left, height: bottom - top };
  const { data, info } = await openSource(source)
    .extract(band)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw: PageSource = {
    ...source,
    bytes: data,
    page: 0,
    alpha: false,
    width: info.width,
    height: info.height,
    raw: { width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3 },
  };
  if (info.channels !== 1 && info.channels !== 3) {
    const rgb = await sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    })
      .removeAlpha()
      .raw()
      .toBuffer();
    raw.bytes = rgb;
  }
  const shift: Homography = [1, 0, -band.left, 0, 1, -band.top, 0, 0, 1];
  const inBand: SourcePlacement = { ...fit, toSource: composeHomography(shift, fit.toSource) };
  const out: AnswerCrop[] = [];
  for (const el of elements) {
    const crop = await cropRegion(raw, inBand, {
      rect: el.rect,
      marginMm: MARGIN_MM,
      quality: 82,
      keepPixels: true,
    });
    if (!crop.ok) continue;
    const pxPerMm = (raw.dpi / MM_PER_INCH) * fit.scale;
    const region = crop.kept ?? (await regionOf(raw, inBand, el));
    // A cut within 0.5° of upright is measured as it is (sampling it again would change nothing).
    const straight = crop.kept !== undefined && Math.abs(fit.angleDeg) <= 0.5;
    const ink = await measureAnswer(region, pxPerMm, el, straight);
    out.push({ elementId: el.id, jpeg: crop.jpeg, width: crop.width, height: crop.height, ...ink });
  }
  return out;
}

/** Pixels that hold an answer region, with layout mm → their px. */
interface Region {
  pixels: CropPixels;
  toCut: Homography;
}

/** The source pixels around a region (for a cut that was resampled, whose pixels do not map exactly). */
async function regionOf(
  raw: PageSource,
  fit: SourcePlacement,
  el: AnswerElement,
): Promise<Region | null> {
  const b = sourceBoxOf(fit, el.rect, MARGIN_MM);
  const left = Math.max(0, b.left);
  const top = Math.max(0, b.top);
  const width = Math.min(raw.width, b.right) - left;
  const height = Math.min(raw.height, b.bottom) - top;
  if (width <= 0 || height <= 0) return null;
  const { data, info } = await openSource(raw)
    .extract({ left, top, width, height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const shift: Homography = [1, 0, -left, 0, 1, -top, 0, 0, 1];
  return {
    pixels: { data, width: info.width, height: info.height, channels: info.channels },
    toCut: composeHomography(shift, fit.toSource),
  };
}

/**
 * Measures an answer region's handwriting on an upright gray image at MEASURE_PX_PER_MM: the
 * region's pixels reduced (area average) and made gray, then sampled through layout mm → pixels,
 * so the writing areas sit where the layout puts them whatever the page's turn.
 */
async function measureAnswer(
  region: Region | null,
  pxPerMm: number,
  el: AnswerElement,
  straight: boolean,
) {
  const outer = rect(
    el.rect.x - MARGIN_MM,
    el.rect.y - MARGIN_MM,
    el.rect.w + 2 * MARGIN_MM,
    el.rect.h + 2 * MARGIN_MM,
  );
  const width = Math.max(1, Math.round(outer.w * MEASURE_PX_PER_MM));
  const height = Math.max(1, Math.round(outer.h * MEASURE_PX_PER_MM));
  const upright = new Uint8Array(width * height).fill(255);
  if (region) {
    const { pixels } = region;
    const k = pxPerMm / MEASURE_PX_PER_MM;
    const reduced = await sharp(pixels.data, { raw: pixels })
      .resize({ width: Math.max(1, Math.round(pixels.width / k)), kernel: 'linear' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Reduced first, then made gray: libvips' gray conversion at full resolution costs 3× the rest.
    const gray = sharp(reduced.data, { raw: reduced.info }).greyscale();
    const small = await (reduced.info.channels === 3 ? gray : gray.extractChannel(0))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const img = { width: small.info.width, height: small.info.height, data: small.data };
    if (straight) return measureInk(img, outer, img.width / outer.w, inkAreas(el));
    sampleUpright(
      img,
      {
        left: 0,
        top: 0,
        sx: pixels.width / small.info.width,
        sy: pixels.height / small.info.height,
      },
      region.toCut,
      outer,
      { width, height, data: upright },
    );
  }
  return measureInk(
    { width, height, data: upright },
    { x: outer.x, y: outer.y },
    MEASURE_PX_PER_MM,
    inkAreas(el),
  );
}

/** Fills `out` (layout mm from `outer`'s corner at MEASURE_PX_PER_MM) by bilinear samples of `img`. */
function sampleUpright(
  img: GrayImage,
  at: { left: number; top: number; sx: number; sy: number },
  h: Homography,
  outer: RectMm,
  out: GrayImage,
): void {
  const [a, b, c, d, e, f, g, hh, i] = h;
  const { width: w, height: ht, data } = img;
  for (let y = 0; y < out.height; y++) {
    const my = outer.y + (y + 0.5) / MEASURE_PX_PER_MM;
    for (let x = 0; x < out.width; x++) {
      const mx = outer.x + (x + 0.5) / MEASURE_PX_PER_MM;
      const z = g * mx + hh * my + i;
      const u = ((a * mx + b * my + c) / z - at.left) / at.sx - 0.5;
      const v = ((d * mx + e * my + f) / z - at.top) / at.sy - 0.5;
      if (u < -0.5 || v < -0.5 || u > w - 0.5 || v > ht - 0.5) continue;
      const x0 = Math.min(w - 1, Math.max(0, Math.floor(u)));
      const y0 = Math.min(ht - 1, Math.max(0, Math.floor(v)));
      const x1 = Math.min(w - 1, x0 + 1);
      const y1 = Math.min(ht - 1, y0 + 1);
      const fx = Math.min(1, Math.max(0, u - x0));
      const fy = Math.min(1, Math.max(0, v - y0));
      const top = data[y0 * w + x0]! * (1 - fx) + data[y0 * w + x1]! * fx;
      const bottom = data[y1 * w + x0]! * (1 - fx) + data[y1 * w + x1]! * fx;
      out.data[y * out.width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
}
