import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { ccittToTiff } from './ccitt-tiff';

/** The scan image found on one PDF page: encoded bytes for sharp, or raw 8-bit pixels. */
export interface PdfPageImage {
  bytes: Uint8Array;
  raw: { width: number; height: number; channels: 1 | 3 } | null;
  /** Resolution implied by the image's pixel width over the page width. */
  dpi: number;
  bitonal: boolean;
}

/** One PDF page: its image, or the reason it has none that we can read. */
export type PdfPageResult = { ok: true; image: PdfPageImage } | { ok: false; reason: string };

const name = (o: PDFObject | undefined): string | null =>
  o instanceof PDFName ? o.decodeText() : null;
const num = (d: PDFDict | undefined, key: string, fallback: number): number => {
  const v = d?.lookup(PDFName.of(key));
  return v instanceof PDFNumber ? v.asNumber() : fallback;
};
const bool = (d: PDFDict | undefined, key: string): boolean => {
  const v = d?.lookup(PDFName.of(key));
  return v instanceof PDFBool && v.asBoolean();
};

/** Image XObjects of a resource dictionary, following form XObjects one level down. */
const imagesOf = (resources: PDFDict | undefined, depth = 0): PDFRawStream[] => {
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return [];
  return xobjects.values().flatMap((ref) => {
    const obj = xobjects.context.lookup(ref);
    if (!(obj instanceof PDFRawStream)) return [];
    const subtype = name(obj.dict.lookup(PDFName.of('Subtype')));
    if (subtype === 'Image') return [obj];
    if (subtype !== 'Form' || depth > 0) return [];
    return imagesOf(obj.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), depth + 1);
  });
};

/** Expands 1-bit rows (each byte-aligned, 1 = white) to 8-bit gray. */
const expandBits = (
  bits: Uint8Array,
  width: number,
  height: number,
  invert: boolean,
): Uint8Array => {
  const out = new Uint8Array(width * height);
  const stride = Math.ceil(width / 8);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const bit = (bits[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1;
      out[y * width + x] = (bit === 1) !== invert ? 255 : 0;
    }
  return out;
};

const channelsOf = (cs: PDFObject | undefined): 1 | 3 | null => {
  const n = name(cs);
  if (n === 'DeviceGray' || n === 'CalGray') return 1;
  if (n === 'DeviceRGB' || n === 'CalRGB') return 3;
  if (cs instanceof PDFArray && name(cs.get(0)) === 'ICCBased') {
    const stream = cs.lookup(1);
    const count = stream instanceof PDFRawStream ? num(stream.dict, 'N', 0) : 0;
    return count === 1 ? 1 : count === 3 ? 3 : null;
  }
  return null;
};

/** Turns one image XObject into bytes sharp can read; a Chinese reason when its coding is not readable. */
const readImage = (img: PDFRawStream, pageLongPt: number): PdfPageResult => {
  const d = img.dict;
  const filterObj = d.lookup(PDFName.of('Filter'));
  const filters =
    filterObj instanceof PDFArray ? filterObj.asArray().map((f) => name(f)) : [name(filterObj)];
  const parmsObj = d.lookup(PDFName.of('DecodeParms'));
  const parms = parmsObj instanceof PDFArray ? parmsObj.lookup(0) : parmsObj;
  const p = parms instanceof PDFDict ? parms : undefined;
  const width = num(d, 'Width', 0);
  const height = num(d, 'Height', 0);
  const bpc = num(d, 'BitsPerComponent', 8);
  const decode = d.lookup(PDFName.of('Decode'));
  const first = decode instanceof PDFArray ? decode.lookup(0) : undefined;
  const inverted = first instanceof PDFNumber && first.asNumber() === 1;
  const dpi = (Math.max(width, height) / pageLongPt) * 72;
  const filter = filters.length === 1 ? filters[0] : filters.join('+');
  if (filter === 'DCTDecode')
    return { ok: true, image: { bytes: img.contents, raw: null, dpi, bitonal: false } };
  if (filter === 'CCITTFaxDecode') {
    const params = {
      width: num(p, 'Columns', 1728),
      height: num(p, 'Rows', 0) || height,
      k: num(p, 'K', 0),
    };
    const flags = {
      encodedByteAlign: bool(p, 'EncodedByteAlign'),
      inverted: bool(p, 'BlackIs1') !== inverted,
    };
    const bytes = ccittToTiff(img.contents, { ...params, ...flags });
    return { ok: true, image: { bytes, raw: null, dpi, bitonal: true } };
  }
  const channels = channelsOf(d.lookup(PDFName.of('ColorSpace')));
  const plain = filter === 'FlateDecode' || filter === null;
  if (
    plain &&
    num(p, 'Predictor', 1) === 1 &&
    channels &&
    (bpc === 8 || (bpc === 1 && channels === 1))
  ) {
    const data = filter === null ? img.contents : decodePDFRawStream(img).decode();
    const pixels = bpc === 1 ? expandBits(data, width, height, inverted) : data;
    const raw = { width, height, channels: bpc === 1 ? 1 : channels };
    return { ok: true, image: { bytes: pixels, raw, dpi, bitonal: bpc === 1 } };
  }
  return {
    ok: false,
    reason: `图片编码（${filter ?? '无'}，${bpc} 位）无法读取，请在扫描软件中改存为 JPEG 或 TIFF`,
  };
};

/** The scan image of a PDF page: its largest image XObject (form XObjects one level down), or null. */
export const pageScanImage = (page: PDFPage): PDFRawStream | null => {
  const area = (s: PDFRawStream): number => num(s.dict, 'Width', 0) * num(s.dict, 'Height', 0);
  return imagesOf(page.node.Resources()).reduce<PDFRawStream | null>(
    (b, s) => (!b || area(s) > area(b) ? s : b),
    null,
  );
};

/**
 * Pulls the scan image (the largest image) out of every page of a scanner PDF, or out of page
 * `only` alone (the other pages then answer as skipped without reading their images).
 */
export const pdfPageImages = async (bytes: Uint8Array, only?: number): Promise<PdfPageResult[]> => {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return doc.getPages().map((page, index) => {
    if (only !== undefined && index !== only) return { ok: false, reason: '未读取' };
    const largest = pageScanImage(page);
    if (!largest)
      return {
        ok: false,
        reason: '该页没有扫描图片（可能是文字型 PDF），请上传扫描仪生成的 PDF 或图片',
      };
    try {
      return readImage(largest, Math.max(page.getWidth(), page.getHeight()));
    } catch {
      return { ok: false, reason: '该页的扫描图片已损坏，无法读取' };
    }
  });
};
