import sharp from 'sharp';
import type { Sharp } from 'sharp';

/** Where a page's full-resolution pixels come from: encoded bytes (JPEG/PNG/TIFF page) or raw pixels. */
export interface PageSource {
  bytes: Uint8Array;
  /** Page of a multi-page TIFF, else 0. */
  page: number;
  /** Set when `bytes` are raw pixels (a PDF image stored without an image codec). */
  raw: { width: number; height: number; channels: 1 | 3 } | null;
  /** Full-resolution size in pixels. */
  width: number;
  height: number;
  /** Resolution of the full-resolution pixels (read from the file or inferred from the size). */
  dpi: number;
  /** The file carried no usable resolution: `dpi` was guessed from the pixel size (a hint only). */
  dpiGuessed?: boolean;
  /** The scan was 1-bit black and white (it is read as 8-bit grayscale). */
  bitonal: boolean;
  /** The image has transparency (flattened on white when read). */
  alpha: boolean;
}

/** Opens a page source with sharp, transparency flattened on white (one pipeline per call; sharp pipelines are single use). */
export const openSource = (source: PageSource): Sharp => {
  const pipe = sharp(source.bytes, {
    failOn: 'error',
    ...(source.raw ? { raw: source.raw } : { page: source.page }),
  });
  return source.alpha ? pipe.flatten({ background: '#ffffff' }) : pipe;
};

/** Reads a box of the full-resolution source as one 8-bit channel, optionally reduced by an integer-free factor. */
export const readSourceRegion = async (
  source: PageSource,
  box: { left: number; top: number; width: number; height: number },
  reduce = 1,
): Promise<{ width: number; height: number; data: Uint8Array }> => {
  let pipe = openSource(source).extract(box);
  if (reduce > 1.05)
    pipe = pipe.resize({ width: Math.max(1, Math.round(box.width / reduce)), kernel: 'linear' });
  const { data, info } = await pipe.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
};
