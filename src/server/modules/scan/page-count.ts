import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';

/** How many pages a stored scan file holds, or the reason it cannot be opened. */
export async function countScanPages(
  bytes: Uint8Array,
): Promise<{ ok: true; pages: number } | { ok: false; reason: string }> {
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) {
    try {
      const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
      return { ok: true, pages: pdf.getPageCount() };
    } catch {
      return { ok: false, reason: '无法读取该 PDF 文件，请重新导出后上传' };
    }
  }
  try {
    const meta = await sharp(bytes).metadata();
    if (!['jpeg', 'png', 'tiff'].includes(meta.format ?? '')) {
      return { ok: false, reason: '无法识别的图片文件，请上传 JPEG、PNG、TIFF 或 PDF' };
    }
    return { ok: true, pages: meta.format === 'tiff' ? (meta.pages ?? 1) : 1 };
  } catch {
    return { ok: false, reason: '无法识别的图片文件，请上传 JPEG、PNG、TIFF 或 PDF' };
  }
}
