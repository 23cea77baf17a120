import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import { grayToRgba, type GrayImage, type PixelBox } from '../core/image';

/** The barcode formats scan reads: the page-code QR and the 考号 Code128. */
export type CodeFormat = 'QRCode' | 'Code128';

let ready: Promise<unknown> | null = null;

/** Loads zxing-wasm's reader from the bundled .wasm (its default CDN fetch is not reachable); once per process. */
export const loadZxing = (): Promise<unknown> =>
  (ready ??= (async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const file = readFileSync(path);
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })());

/** Reads codes of one format in a box of a gray image; `thorough` adds zxing's slower passes. */
export const zxingRead = async (
  image: GrayImage,
  box: PixelBox,
  format: CodeFormat,
  thorough: boolean,
): Promise<ReadResult[]> => {
  await loadZxing();
  const pixels = { data: grayToRgba(image, box), width: box.width, height: box.height };
  return readBarcodes(pixels as ImageData, {
    formats: [format],
    tryHarder: true,
    tryRotate: format === 'Code128',
    tryInvert: false,
    tryDownscale: thorough,
    maxNumberOfSymbols: 4,
  });
};
