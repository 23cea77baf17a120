import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { pdfPageImages } from './pdf-images';

/** The single G4 strip of a small 1-bit TIFF written by sharp (one strip when ≤ 256 rows). */
const g4Strip = async (): Promise<{ data: Uint8Array; width: number; height: number }> => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="200"><rect width="240" height="200" fill="#fff"/>' +
    '<rect x="20" y="20" width="60" height="60" fill="#000"/></svg>';
  const tif = await sharp(Buffer.from(svg))
    .extractChannel(0)
    .threshold(128)
    .tiff({ bitdepth: 1, compression: 'ccittfax4' })
    .toBuffer();
  const view = new DataView(tif.buffer, tif.byteOffset, tif.byteLength);
  const ifd = view.getUint32(4, true);
  const tag = (id: number): number => {
    for (let i = 0; i < view.getUint16(ifd, true); i++) {
      const at = ifd + 2 + i * 12;
      if (view.getUint16(at, true) === id) return view.getUint32(at + 8, true);
    }
    throw new Error(`tag ${id} missing`);
  };
  return { data: tif.subarray(tag(273), tag(273) + tag(279)), width: 240, height: 200 };
};

const pdfWithImage = async (
  dict: Record<string, unknown>,
  contents: Uint8Array,
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([240 * 0.48, 200 * 0.48]);
  const ref = doc.context.register(
    doc.context.stream(contents, { Type: 'XObject', Subtype: 'Image', ...dict }),
  );
  page.node.newXObject('Im0', ref);
  page.node.Resources()!.set(PDFName.of('ProcSet'), doc.context.obj(['PDF', 'ImageB']));
  return doc.save();
};

describe('pdfPageImages', () => {
  it('wraps a CCITT Group 4 page image in a TIFF that decodes black where the scan was black', async () => {
    // libtiff codes 0 bits as fax white runs; sharp's BlackIsZero TIFF thus stores black as "white"
    // runs, which a PDF says with BlackIs1 = true (fax black runs show as white).
    const strip = await g4Strip();
    const pdf = await pdfWithImage(
      {
        Width: 240,
        Height: 200,
        BitsPerComponent: 1,
        ColorSpace: 'DeviceGray',
        Filter: 'CCITTFaxDecode',
        DecodeParms: { K: -1, Columns: 240, Rows: 200, BlackIs1: true },
      },
      strip.data,
    );
    const [page] = await pdfPageImages(pdf);
    expect(page!.ok).toBe(true);
    if (!page!.ok) return;
    expect(page!.image.bitonal).toBe(true);
    expect(page!.image.dpi).toBeCloseTo(150, 0);
    const { data } = await sharp(page!.image.bytes)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[50 * 240 + 50]).toBe(0);
    expect(data[150 * 240 + 150]).toBe(255);
  });

  it('reads an uncompressed 8-bit gray image as raw pixels', async () => {
    const pixels = new Uint8Array(240 * 200).fill(230);
    pixels[10 * 240 + 10] = 7;
    const pdf = await pdfWithImage(
      { Width: 240, Height: 200, BitsPerComponent: 8, ColorSpace: 'DeviceGray' },
      pixels,
    );
    const [page] = await pdfPageImages(pdf);
    expect(page!.ok && page!.image.raw).toEqual({ width: 240, height: 200, channels: 1 });
    expect(page!.ok && page!.image.bytes[10 * 240 + 10]).toBe(7);
  });

  it('names an image coding it cannot read', async () => {
    const pdf = await pdfWithImage(
      { Width: 240, Height: 200, BitsPerComponent: 1, Filter: 'JBIG2Decode' },
      new Uint8Array(10),
    );
    const [page] = await pdfPageImages(pdf);
    expect(page).toEqual({ ok: false, reason: expect.stringContaining('JBIG2Decode') });
  });
});
