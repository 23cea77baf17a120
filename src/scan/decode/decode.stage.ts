import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { grayImage, type GrayImage } from '../core/image';
import { resolveDpi } from './dpi';
import { openSource, type PageSource } from './page-source';
import { pdfPageImages, type PdfPageImage } from './pdf-images';

/** Options of the decode stage. */
export interface DecodeOptions {
  /**
   * Resolution of the geometry image. 100 dpi is what libjpeg's shrink-on-load reaches from a 300 dpi
   * JPEG (shrink 2, then a 1.5× reduce); 150 dpi costs a full-resolution decode (about 2.5× the time).
   */
  geometryDpi?: number;
  /** Decodes only this page (from 0) of a multi-page file; the answer then holds that page alone. */
  page?: number;
}

/** One page ready for recognition: a small single-channel geometry image plus its full-resolution source. */
export interface DecodedPage {
  /** Page number within the file, from 0. */
  index: number;
  source: PageSource;
  /** Red channel (or gray) at about `dpi`; red removes red-printed outlines. */
  image: GrayImage;
  dpi: number;
  /** Full-resolution pixels per geometry pixel. */
  scale: number;
}

/** A page of a file: decoded, or the reason it could not be. */
export type PageDecode =
  { ok: true; page: DecodedPage } | { ok: false; index: number; reason: string };

/** The decode stage's answer for a whole file. */
export type DecodeResult =
  | { ok: true; format: 'jpeg' | 'png' | 'tiff' | 'pdf'; pages: PageDecode[] }
  | { ok: false; reason: string };

/** Default geometry resolution (see DecodeOptions.geometryDpi). */
export const GEOMETRY_DPI = 100;
const UNREADABLE = '无法识别的图片文件';

/** Decodes a page source to the geometry image (shrink-on-load, one channel, 8-bit). */
export const geometryImage = async (
  source: PageSource,
  targetDpi: number = GEOMETRY_DPI,
): Promise<{ image: GrayImage; dpi: number; scale: number }> => {
  const factor = source.dpi / targetDpi;
  const width = factor > 1.05 ? Math.max(1, Math.floor(source.width / factor)) : source.width;
  let pipe = openSource(source);
  if (width !== source.width) pipe = pipe.resize({ width, kernel: 'linear' });
  const { data, info } = await pipe.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const scale = source.width / info.width;
  return { image: grayImage(info.width, info.height, data), dpi: source.dpi / scale, scale };
};

/** Decodes one page source to a page ready for recognition. */
export const decodePage = async (
  index: number,
  source: PageSource,
  targetDpi: number,
): Promise<PageDecode> => {
  try {
    const g = await geometryImage(source, targetDpi);
    return { ok: true, page: { index, source, ...g } };
  } catch {
    return { ok: false, index, reason: `第 ${index + 1} 页图片已损坏，无法解码` };
  }
};

const pdfSource = async (image: PdfPageImage): Promise<PageSource> => {
  const meta = image.raw ?? (await sharp(image.bytes).metadata());
  return {
    bytes: image.bytes,
    page: 0,
    raw: image.raw,
    width: meta.width,
    height: meta.height,
    dpi: image.dpi,
    bitonal: image.bitonal,
    alpha: !image.raw && 'hasAlpha' in meta && meta.hasAlpha,
  };
};

const decodePdf = async (
  bytes: Uint8Array,
  targetDpi: number,
  only?: number,
): Promise<DecodeResult> => {
  let pages;
  try {
    pages = await pdfPageImages(bytes, only);
  } catch {
    return { ok: false, reason: UNREADABLE };
  }
  if (pages.length === 0) return { ok: false, reason: 'PDF 文件中没有页面' };
  const wanted = pages.flatMap((p, index) =>
    only === undefined || index === only ? [{ p, index }] : [],
  );
  const results = await Promise.all(
    wanted.map(async ({ p, index }): Promise<PageDecode> => {
      if (!p.ok) return { ok: false, index, reason: `第 ${index + 1} 页：${p.reason}` };
      try {
        return await decodePage(index, await pdfSource(p.image), targetDpi);
      } catch {
        return { ok: false, index, reason: `第 ${index + 1} 页图片已损坏，无法解码` };
      }
    }),
  );
  return { ok: true, format: 'pdf', pages: results };
};

const isPdf = (b: Uint8Array): boolean =>
  b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46;

/**
 * Decode stage: file bytes (JPEG, PNG, every page of a TIFF, every page image of a scanner PDF) to pages.
 * Never throws for bad input: an unreadable file or page comes back with a Chinese reason.
 */
export const decodeScan = async (
  bytes: Uint8Array,
  options: DecodeOptions = {},
): Promise<DecodeResult> => {
  const targetDpi = options.geometryDpi ?? GEOMETRY_DPI;
  if (isPdf(bytes)) return decodePdf(bytes, targetDpi, options.page);
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    return { ok: false, reason: UNREADABLE };
  }
  const format =
    meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'tiff' ? meta.format : null;
  if (!format)
    return { ok: false, reason: `${UNREADABLE}（${meta.format}），请上传 JPEG、PNG、TIFF 或 PDF` };
  const count = format === 'tiff' ? (meta.pages ?? 1) : 1;
  const pages: PageDecode[] = [];
  for (let index = 0; index < count; index++) {
    if (options.page !== undefined && index !== options.page) continue;
    try {
      const m = count === 1 ? meta : await sharp(bytes, { page: index }).metadata();
      const bitonal = m.bitsPerSample === 1;
      const dpi = resolveDpi(m.width, m.height, m.density);
      const source: PageSource = {
        bytes,
        page: index,
        raw: null,
        width: m.width,
        height: m.height,
        dpi,
        dpiGuessed: dpi !== m.density,
        bitonal,
        alpha: m.hasAlpha,
      };
      pages.push(await decodePage(index, source, targetDpi));
    } catch {
      pages.push({ ok: false, index, reason: `第 ${index + 1} 页图片已损坏，无法解码` });
    }
  }
  return { ok: true, format, pages };
};
