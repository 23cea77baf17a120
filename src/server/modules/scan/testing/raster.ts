import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** An RGB raster of a printed page (3 bytes a pixel, row-major) at a resolution. */
export interface Raster {
  width: number;
  height: number;
  dpi: number;
  data: Uint8Array;
}

/** Parses a binary PPM (P6) as pdftoppm writes it. */
const parsePpm = (bytes: Buffer, dpi: number): Raster => {
  const header: string[] = [];
  let at = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(bytes[at]!))) token += String.fromCharCode(bytes[at++]!);
    header.push(token);
  }
  at++;
  const [magic, w, h] = header;
  if (magic !== 'P6') throw new Error(`not a P6 PPM: ${magic}`);
  const width = Number(w);
  const height = Number(h);
  return { width, height, dpi, data: new Uint8Array(bytes.subarray(at, at + width * height * 3)) };
};

/**
 * Rasterises pages `first`–`last` (1-based) of a PDF with pdftoppm as RGB, the way a printer and a
 * perfect scanner would give them; calls `each` per page so only one raster is held at a time.
 */
export async function rasterisePages(
  pdf: Uint8Array,
  dpi: number,
  first: number,
  last: number,
  each: (raster: Raster, pageNo: number) => Promise<void>,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'raster-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(first),
      '-l',
      String(last),
      file,
      join(dir, 'p'),
    ]);
    const names = (await readdir(dir)).filter((n) => n.endsWith('.ppm')).sort();
    for (const [i, name] of names.entries()) {
      const path = join(dir, name);
      const raster = parsePpm(await readFile(path), dpi);
      await rm(path);
      await each(raster, first + i);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
