import sharp from 'sharp';
import { openSource, type PageSource } from '../decode/page-source';
import { composeHomography, type Homography } from '../core/homography';
import type { SourcePlacement } from '../fit/fit.stage';
import { inkAreas, measureInk, type AnswerElement } from './answer-ink';
import { cropRegion, sourceBoxOf } from './crops.stage';

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
 * upright, and measures each one's handwriting; a region that cannot be cut is left out.
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
    if (!crop.ok || !crop.pixels) continue;
    const outerW = el.rect.w + 2 * MARGIN_MM;
    // Reduced first, then made gray: libvips' gray conversion at full resolution costs 3× the rest.
    const reduced = await sharp(crop.pixels.data, { raw: crop.pixels })
      .resize({ width: Math.max(8, Math.round(outerW * MEASURE_PX_PER_MM)) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const small = await sharp(reduced.data, { raw: reduced.info })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pxPerMm = small.info.width / outerW;
    const ink = measureInk(
      { width: small.info.width, height: small.info.height, data: small.data },
      { x: el.rect.x - MARGIN_MM, y: el.rect.y - MARGIN_MM },
      pxPerMm,
      inkAreas(el),
    );
    out.push({ elementId: el.id, jpeg: crop.jpeg, width: crop.width, height: crop.height, ...ink });
  }
  return out;
}
