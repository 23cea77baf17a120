import sharp from 'sharp';
import {
  addScanNoise,
  encodeScan,
  photographSheet,
  type PhotoFaults,
} from '../../../../scan/synthetic';
import type { Raster } from './raster';

/** What printing and scanning do to a page. */
export interface Degradation {
  /** Printer scaling about the sheet centre ("fit to page" ≈ 0.97). */
  scale: number;
  /** Printed content shifted on the sheet, mm. */
  shiftMm: { x: number; y: number };
  /** Skew on the scanner, degrees clockwise (the image grows: the bed is larger than the sheet). */
  rotateDeg: number;
  /** Fed upside down. */
  turn180: boolean;
  /** Scan resolution (the raster is resampled to it). */
  dpi: number;
  blur: number;
  /** Gaussian noise sigma in grey levels. */
  noise: number;
  /** Contrast factor about mid-grey (0.35 = washed out). */
  contrast: number;
  /** 1-bit black and white (grey threshold 128). */
  bitonal: boolean;
  format: 'jpeg' | 'png' | 'tiff';
  quality: number;
  /** The file written without a resolution (chat tools, phone scan apps). */
  noDpi: boolean;
  /**
   * Uploaded through the browser's image rule (src/scan/acquire/image-encode.ts): grey, JPEG 0.92,
   * no resolution (what a 1-bit page becomes when 自适应 is on).
   */
  browser: boolean;
  /** Photographed with a phone on a desk instead of scanned (the other faults then do not apply). */
  photo: Partial<PhotoFaults> | null;
}

/** A clean 300 dpi JPEG scan (quality 85) unless overridden. */
export const buildDegradation = (overrides: Partial<Degradation> = {}): Degradation => ({
  scale: 1,
  shiftMm: { x: 0, y: 0 },
  rotateDeg: 0,
  turn180: false,
  dpi: 300,
  blur: 0,
  noise: 0,
  contrast: 1,
  bitonal: false,
  format: 'jpeg',
  quality: 85,
  noDpi: false,
  browser: false,
  photo: null,
  ...overrides,
});

const WHITE = { r: 255, g: 255, b: 255 };
const BED = { r: 236, g: 236, b: 232 };

/** Scales and shifts the printed content on a sheet of the same size (white around). */
async function printed(r: Raster, d: Degradation): Promise<Buffer> {
  const raw = { raw: { width: r.width, height: r.height, channels: 3 as const } };
  const k = r.dpi / 25.4;
  if (d.scale === 1 && d.shiftMm.x === 0 && d.shiftMm.y === 0) return Buffer.from(r.data);
  const w = Math.round(r.width * d.scale);
  const h = Math.round(r.height * d.scale);
  const scaled = await sharp(r.data, raw).resize(w, h, { kernel: 'linear' }).raw().toBuffer();
  // Where the scaled content's top-left lands on the sheet.
  const left = Math.round((r.width - w) / 2 + d.shiftMm.x * k);
  const top = Math.round((r.height - h) / 2 + d.shiftMm.y * k);
  const sx = Math.max(0, -left);
  const sy = Math.max(0, -top);
  const cw = Math.min(w - sx, r.width - Math.max(0, left));
  const ch = Math.min(h - sy, r.height - Math.max(0, top));
  const part = await sharp(scaled, { raw: { width: w, height: h, channels: 3 } })
    .extract({ left: sx, top: sy, width: cw, height: ch })
    .raw()
    .toBuffer();
  return sharp({ create: { width: r.width, height: r.height, channels: 3, background: WHITE } })
    .composite([
      {
        input: part,
        raw: { width: cw, height: ch, channels: 3 },
        left: Math.max(0, left),
        top: Math.max(0, top),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Re-encodes a file without a resolution; through the browser's rule, grey and JPEG 0.92 as well. */
async function withoutDpi(bytes: Buffer, d: Degradation): Promise<Buffer> {
  let img = sharp(bytes);
  if (d.browser) img = img.flatten({ background: '#ffffff' }).grayscale();
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  const raw = sharp(data, { raw: info });
  if (d.browser) return raw.jpeg({ quality: 92 }).toBuffer();
  return d.format === 'png' ? raw.png().toBuffer() : raw.jpeg({ quality: d.quality }).toBuffer();
}

/** Prints and scans (or photographs) a page raster with the given faults; answers the file's bytes. */
export async function degrade(r: Raster, overrides: Partial<Degradation> = {}): Promise<Buffer> {
  const d = buildDegradation(overrides);
  if (d.photo) return (await photographSheet(r, d.photo, 4242)).bytes;
  const bytes = await scanned(r, d);
  return d.noDpi || d.browser ? withoutDpi(bytes, d) : bytes;
}

async function scanned(r: Raster, d: Degradation): Promise<Buffer> {
  let img = sharp(await printed(r, d), { raw: { width: r.width, height: r.height, channels: 3 } });
  const turn = d.rotateDeg + (d.turn180 ? 180 : 0);
  if (turn !== 0)
    img = sharp(
      await img.rotate(turn, { background: BED }).png({ compressionLevel: 0 }).toBuffer(),
    );
  const meta = await img.clone().metadata();
  if (d.dpi !== r.dpi)
    img = img.resize(Math.round((meta.width * d.dpi) / r.dpi), undefined, { kernel: 'linear' });
  if (d.blur >= 0.3) img = img.blur(d.blur);
  if (d.contrast !== 1) img = img.linear(d.contrast, 128 * (1 - d.contrast));
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (d.noise > 0) addScanNoise(data, d.noise, 987654321);
  const bitonal = d.bitonal && { from: 'luma' as const, threshold: 128 };
  return encodeScan(data, info, { dpi: d.dpi, format: d.format, quality: d.quality, bitonal });
}
