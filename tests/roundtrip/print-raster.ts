/** Reading printed PDFs back as pictures: dark-blob centres and codes (zxing-wasm) on rasters. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** A gray raster and its resolution. */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
  dpi: number;
}

/** Decodes a PNG (from pdftoppm) to one gray channel. */
export async function grayRaster(png: Uint8Array, dpi: number): Promise<Raster> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height, dpi };
}

const px = (mm: number, dpi: number) => (mm * dpi) / 25.4;

/** Centre (mm) of the dark pixels inside a window (mm) of a raster, or null when it is blank. */
export function darkCentre(
  r: Raster,
  win: { x: number; y: number; w: number; h: number },
): { x: number; y: number } | null {
  const x0 = Math.max(0, Math.floor(px(win.x, r.dpi)));
  const y0 = Math.max(0, Math.floor(px(win.y, r.dpi)));
  const x1 = Math.min(r.width, Math.ceil(px(win.x + win.w, r.dpi)));
  const y1 = Math.min(r.height, Math.ceil(px(win.y + win.h, r.dpi)));
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const ink = 255 - r.data[y * r.width + x]!;
      if (ink < 64) continue;
      n += ink;
      sx += ink * (x + 0.5);
      sy += ink * (y + 0.5);
    }
  if (n === 0) return null;
  return { x: ((sx / n) * 25.4) / r.dpi, y: ((sy / n) * 25.4) / r.dpi };
}

/** Gray level at a point (mm). */
export const grayAt = (r: Raster, x: number, y: number): number =>
  r.data[Math.round(px(y, r.dpi)) * r.width + Math.round(px(x, r.dpi))] ?? 255;

let zxing: Promise<unknown> | null = null;
const loadZxing = () =>
  (zxing ??= (async () => {
    const file = readFileSync(
      createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
    );
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })());

/** Every QR code and Code 128 zxing-wasm finds on a PNG, as `format:text`. */
export async function zxingCodes(png: Uint8Array): Promise<string[]> {
  await loadZxing();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
  const results = await readBarcodes(image as ImageData, {
    formats: ['QRCode', 'Code128'],
    tryHarder: true,
    maxNumberOfSymbols: 64,
  });
  return results.filter((r) => r.isValid).map((r) => `${r.format}:${r.text}`);
}

/** A PNG of one region (mm) of a page PNG rendered at `dpi`. */
export const cropPng = (
  png: Uint8Array,
  dpi: number,
  r: { x: number; y: number; w: number; h: number },
): Promise<Buffer> =>
  sharp(png)
    .extract({
      left: Math.round(px(r.x, dpi)),
      top: Math.round(px(r.y, dpi)),
      width: Math.round(px(r.w, dpi)),
      height: Math.round(px(r.h, dpi)),
    })
    .png()
    .toBuffer();
