import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

let ready: Promise<unknown> | null = null;
const loadWriter = (): Promise<unknown> =>
  (ready ??= (async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm');
    const file = readFileSync(path);
    const wasmBinary = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })());

/** A Code128 of `text` drawn as filled bars (`module` mm wide, `height` mm tall) at (x, y) mm. */
export const code128Svg = async (
  text: string,
  x: number,
  y: number,
  module: number,
  height: number,
): Promise<string> => {
  await loadWriter();
  const { symbol, error } = await writeBarcode(text, {
    format: 'Code128',
    withQuietZones: false,
    scale: 1,
  });
  if (error) throw new Error(error);
  const bars: string[] = [];
  let start = -1;
  for (let i = 0; i <= symbol.width; i++) {
    const dark = i < symbol.width && symbol.data[i]! < 128;
    if (dark && start < 0) start = i;
    if (!dark && start >= 0) {
      const w = (i - start) * module;
      bars.push(
        `<rect x="${x + start * module}" y="${y}" width="${w}" height="${height}" fill="#111"/>`,
      );
      start = -1;
    }
  }
  return bars.join('');
};
