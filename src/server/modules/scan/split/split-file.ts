import sharp from 'sharp';
import { splitPdf } from './pdf-pages';
import { splitTiff } from './tiff-pages';

/**
 * A scan file split into pages: how many pages it has, and either one small file per page (`blobs`,
 * each read alone by its page job) or null when the pages are read from the file itself (a single
 * image, or a TIFF this splitter does not handle). A reason means the file is kept as one page that
 * a person sees with that reason (unreadable, or over the page limit).
 */
export interface SplitOutput {
  pages: number;
  blobs: Uint8Array[] | null;
  reason: string | null;
}

const NOT_AN_IMAGE = '无法识别的图片文件，请上传 JPEG、PNG、TIFF 或 PDF';

/** The reason given for a file over the page limit. */
export const tooManyPages = (pages: number, max: number): string =>
  `文件有 ${pages} 页，超过每个文件 ${max} 页的上限，请在扫描软件中分成几个文件后上传`;

const starts = (b: Uint8Array, ...sig: number[]): boolean => sig.every((v, i) => b[i] === v);

/** JPEG or PNG: one page, read from the file itself, with nothing to split. */
export const isSingleImage = (b: Uint8Array): boolean =>
  starts(b, 0xff, 0xd8, 0xff) || starts(b, 0x89, 0x50, 0x4e, 0x47);

const one = (reason: string): SplitOutput => ({ pages: 1, blobs: null, reason });

/**
 * Reads a stored scan file once and splits it (runs on a worker thread: a PDF of 200,000 pages or
 * a TIFF of 60,000 never holds up the event loop). Never throws for a bad file.
 */
export async function splitScanFile(bytes: Uint8Array, maxPages: number): Promise<SplitOutput> {
  if (isSingleImage(bytes)) return { pages: 1, blobs: null, reason: null };
  if (starts(bytes, 0x25, 0x50, 0x44, 0x46)) {
    try {
      const split = await splitPdf(bytes, maxPages);
      if ('tooMany' in split) return one(tooManyPages(split.tooMany, maxPages));
      if (split.pages.length === 0) return one('PDF 文件中没有页面');
      return { pages: split.pages.length, blobs: split.pages, reason: null };
    } catch {
      return one('无法读取该 PDF 文件，请重新导出后上传');
    }
  }
  const tiff = splitTiff(bytes, maxPages);
  if (tiff && 'tooMany' in tiff) return one(tooManyPages(tiff.tooMany, maxPages));
  if (tiff) return { pages: tiff.pages.length, blobs: tiff.pages, reason: null };
  try {
    const meta = await sharp(bytes).metadata();
    if (!['jpeg', 'png', 'tiff'].includes(meta.format ?? '')) return one(NOT_AN_IMAGE);
    const pages = meta.format === 'tiff' ? (meta.pages ?? 1) : 1;
    if (pages > maxPages) return one(tooManyPages(pages, maxPages));
    return { pages, blobs: null, reason: null };
  } catch {
    return one(NOT_AN_IMAGE);
  }
}
