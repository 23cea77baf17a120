import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { imageUrl, type UploadedImage } from '../../../shared/api';
import type { ServerContext } from '../../context';
import { AppError, fail } from '../../lib/app-error';
import { putUploadImage, uploadImageBytes } from './upload-images';
import { seedImagePath } from './seed/seed.loader';

/** Largest question image taken by upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most pixels (width × height) of a question image, checked from the header before any decode. */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** Why an image with too many pixels is refused. */
export const TOO_MANY_PIXELS = '图片像素过多（超过 2500 万像素），请缩小后重新上传';

/** Images wider than this (mm) are scaled down to fit a paper column. */
const MAX_WIDTH_MM = 120;

/** The image type by its first bytes: PNG, JPEG, or null for anything else. */
export function imageType(buf: Buffer): 'png' | 'jpg' | null {
  if (
    buf.length > 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  return null;
}

/** Printed size in mm (the image's own dpi, else 96), at most MAX_WIDTH_MM wide; null when unreadable. */
export async function imageSizeMm(buf: Buffer): Promise<{ w: number; h: number } | null> {
  try {
    const meta = await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!meta.width || !meta.height) return null;
    const dpi = meta.density && meta.density >= 50 ? meta.density : 96;
    const w = (meta.width / dpi) * 25.4;
    const k = w > MAX_WIDTH_MM ? MAX_WIDTH_MM / w : 1;
    const round = (v: number) => Math.max(1, Math.round(v * 10) / 10);
    return { w: round(w * k), h: round((meta.height / dpi) * 25.4 * k) };
  } catch {
    return null;
  }
}

/** True when the image's header names at most MAX_IMAGE_PIXELS (nothing is decoded); false when unreadable. */
export async function withinPixels(buf: Uint8Array): Promise<boolean> {
  const meta = await sharp(buf)
    .metadata()
    .catch(() => null);
  return !!meta?.width && !!meta.height && meta.width * meta.height <= MAX_IMAGE_PIXELS;
}

/** The bytes of a question image source (`seed:x.png`, `upload:y.png`); null for any other or a missing one. */
export async function questionImageBytes(ctx: ServerContext, src: string): Promise<Buffer | null> {
  const m = /^(seed|upload):([\w.-]+)$/.exec(src);
  if (!m?.[2]) return null;
  if (m[1] === 'upload') return uploadImageBytes(ctx, m[2]);
  const path = seedImagePath(m[2]);
  return path ? readFile(path).catch(() => null) : null;
}

/** Converts another raster format (GIF, TIFF, BMP, WebP …) to PNG; null when sharp cannot read it. */
export async function toPng(buf: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS }).png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * Stores a PNG or JPEG in the blob store (named by its SHA-256) and answers its rich-text
 * source (`upload:<name>`), URL and size in mm. Anything else is refused in Chinese.
 */
export async function storeImage(ctx: ServerContext, buf: Buffer): Promise<UploadedImage> {
  if (buf.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', '图片不能超过 5 MB');
  const type = imageType(buf);
  if (!type) throw fail.badRequest('仅支持 PNG 或 JPEG 图片');
  if (!(await withinPixels(buf))) throw fail.badRequest(TOO_MANY_PIXELS);
  const size = await imageSizeMm(buf);
  if (!size) throw fail.badRequest('图片已损坏，无法读取');
  const name = await putUploadImage(ctx, buf, type);
  const src = `upload:${name}`;
  return { src, url: imageUrl(src), ...size };
}
