/** PDF test tools: poppler (pdftoppm, pdffonts, pdfinfo), zbarimg and sharp, on bytes in memory. */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** Runs a callback with a temporary directory holding `input.pdf` (or other bytes). */
const withTemp = async <T>(
  bytes: Uint8Array,
  name: string,
  work: (dir: string, file: string) => Promise<T>,
): Promise<T> => {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-tools-'));
  try {
    const file = join(dir, name);
    await writeFile(file, bytes);
    return await work(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** Rasterises a PDF with pdftoppm: one PNG per page (or only `page`, 1-based). */
export const rasterise = (
  pdf: Uint8Array,
  { dpi, page, gray = false }: { dpi: number; page?: number; gray?: boolean },
): Promise<Buffer[]> =>
  withTemp(pdf, 'input.pdf', async (dir, file) => {
    const range = page ? ['-f', String(page), '-l', String(page)] : [];
    await run('pdftoppm', ['-r', String(dpi), '-png', ...range, file, join(dir, 'p')]);
    const pngs = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    const buffers = await Promise.all(pngs.map((f) => readFile(join(dir, f))));
    // pdftoppm writes RGB PNGs even with -gray; make grey ones (smaller snapshots) with sharp.
    return gray
      ? Promise.all(
          buffers.map((b) =>
            sharp(b).greyscale().toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer(),
          ),
        )
      : buffers;
  });

/** One font of a PDF as pdffonts lists it. */
export interface PdfFontInfo {
  name: string;
  type: string;
  emb: boolean;
  sub: boolean;
}

/** Lists a PDF's fonts with pdffonts (name, type, embedded, subset). */
export const pdfFonts = (pdf: Uint8Array): Promise<PdfFontInfo[]> =>
  withTemp(pdf, 'input.pdf', async (_dir, file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        // name type… encoding emb sub uni object-id gen: read the fixed tail from the right.
        const cols = line.trim().split(/\s+/);
        const [emb, sub] = cols.slice(-5, -3);
        return {
          name: cols[0] ?? '',
          type: cols.slice(1, -6).join(' '),
          emb: emb === 'yes',
          sub: sub === 'yes',
        };
      });
  });

/** A code zbarimg found in an image. */
export interface DecodedCode {
  type: 'QR-Code' | 'CODE-128' | string;
  data: string;
}

/** Decodes QR codes and Code 128 in a PNG with zbarimg (only those two symbologies enabled). */
export const decodeCodes = (png: Uint8Array): Promise<DecodedCode[]> =>
  withTemp(png, 'input.png', async (_dir, file) => {
    const args = ['-q', '-Sdisable', '-Sqrcode.enable', '-Scode128.enable', file];
    const { stdout } = await run('zbarimg', args).catch(
      (error: { code?: number; stdout?: string }) => {
        // zbarimg exits with 4 when it finds nothing.
        if (error.code === 4) return { stdout: '' };
        throw error;
      },
    );
    return stdout
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => {
        const at = line.indexOf(':');
        return { type: line.slice(0, at), data: line.slice(at + 1) };
      });
  });

/** How two images differ: share of pixels whose grey level differs by more than 64 of 255. */
export interface ImageComparison {
  sameSize: boolean;
  diffRatio: number;
  ok: boolean;
}

/** Compares two PNGs pixel by pixel in grey; ok when at most `tolerance` of the pixels differ. */
export const compareImages = async (
  a: Uint8Array,
  b: Uint8Array,
  tolerance: number,
): Promise<ImageComparison> => {
  const grey = (img: Uint8Array) =>
    sharp(img).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  if (x.info.width !== y.info.width || x.info.height !== y.info.height)
    return { sameSize: false, diffRatio: 1, ok: false };
  let diff = 0;
  for (let i = 0; i < x.data.length; i++)
    if (Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)) > 64) diff++;
  const diffRatio = diff / x.data.length;
  return { sameSize: true, diffRatio, ok: diffRatio <= tolerance };
};

/** Page sizes in points, as pdfinfo reports them. */
export const pageSizes = (pdf: Uint8Array): Promise<{ width: number; height: number }[]> =>
  withTemp(pdf, 'input.pdf', async (_dir, file) => {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '9999', file]);
    return [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
      width: Number(m[1]),
      height: Number(m[2]),
    }));
  });

/** Reads a PDF's document title as pdfinfo reports it. */
export const pdfTitle = (pdf: Uint8Array): Promise<string> =>
  withTemp(pdf, 'input.pdf', async (_dir, file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return /^Title:\s+(.*)$/m.exec(stdout)?.[1]?.trim() ?? '';
  });

/** The text of a PDF (or of one page, 1-based) as pdftotext extracts it, UTF-8. */
export const pdfText = (pdf: Uint8Array, page?: number): Promise<string> =>
  withTemp(pdf, 'input.pdf', async (_dir, file) => {
    const range = page ? ['-f', String(page), '-l', String(page)] : [];
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', ...range, file, '-']);
    return stdout;
  });

/** One word pdftotext found, with its box in millimetres from the page's top-left corner. */
export interface PdfWord {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const PT_TO_MM = 25.4 / 72;
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The words of one page (1-based) with their boxes (pdftotext -bbox), in mm. */
export const pdfWords = (pdf: Uint8Array, page: number): Promise<PdfWord[]> =>
  withTemp(pdf, 'input.pdf', async (_dir, file) => {
    const args = ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
    const { stdout } = await run('pdftotext', args);
    const word =
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
    return [...stdout.matchAll(word)].map((m) => {
      const [x0, y0, x1, y1] = [m[1], m[2], m[3], m[4]].map((v) => Number(v) * PT_TO_MM);
      return { text: unescapeXml(m[5]!), x: x0!, y: y0!, w: x1! - x0!, h: y1! - y0! };
    });
  });

/** Where snapshots live; UPDATE_SNAPSHOTS=1 rewrites them. */
export const SNAPSHOT_DIR = join(import.meta.dirname, '..', 'snapshots');

/**
 * Compares a PNG with the stored snapshot `name` within a tolerance; writes the snapshot when it
 * is missing or when UPDATE_SNAPSHOTS=1.
 */
export const matchSnapshot = async (
  png: Uint8Array,
  name: string,
  tolerance: number,
): Promise<ImageComparison & { written: boolean }> => {
  const file = join(SNAPSHOT_DIR, `${name}.png`);
  const stored = await readFile(file).catch(() => undefined);
  if (!stored || process.env.UPDATE_SNAPSHOTS === '1') {
    await writeFile(file, png);
    return { sameSize: true, diffRatio: 0, ok: true, written: true };
  }
  return { ...(await compareImages(png, stored, tolerance)), written: false };
};

/** Counts dark pixels (grey < threshold) inside a rectangle of a PNG, given in pixels. */
export const darkPixels = async (
  png: Uint8Array,
  area: { left: number; top: number; width: number; height: number },
  threshold = 160,
): Promise<number> => {
  const { data } = await sharp(png)
    .greyscale()
    .extract({
      left: Math.round(area.left),
      top: Math.round(area.top),
      width: Math.max(1, Math.round(area.width)),
      height: Math.max(1, Math.round(area.height)),
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let n = 0;
  for (const v of data) if (v < threshold) n++;
  return n;
};
