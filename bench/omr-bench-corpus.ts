/**
 * The OMR corpus, made from the product's own printed cards: personalised class sets and blank
 * cards printed through the API, rasterised at 300 dpi (pdftoppm), marked as students mark
 * (full, half, light pencil, erased with residue, 多涂, ticks and crosses, stray pen strokes), then
 * printed and scanned with faults (skew to ±5°, 180°, 97–103 %, shift, blur, noise, JPEG 40–90,
 * contrast 0.35×, 150/200/300 dpi, 1-bit). Files go to disk; the truth stays in memory.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CardLayout } from '../src/layout';
import {
  drawPage,
  planPage,
  type PageTruth,
} from '../src/server/modules/scan/testing/answer-sheet';
import { degrade, type Degradation } from '../src/server/modules/scan/testing/degrade';
import { seeded } from '../src/server/modules/scan/testing/pencil';
import { rasterisePages, type Raster } from '../src/server/modules/scan/testing/raster';

/** How a sheet is printed and scanned, by name. */
export const FAULTS: [string, Partial<Degradation>][] = [
  ['干净 300 dpi', {}],
  ['旋转 +4.5°', { rotateDeg: 4.5 }],
  ['旋转 −5°', { rotateDeg: -5 }],
  ['倒置 180°', { turn180: true }],
  ['倒置且旋转 2°', { turn180: true, rotateDeg: 2 }],
  ['缩放 97%', { scale: 0.97 }],
  ['缩放 103%', { scale: 1.03 }],
  ['平移 3/−2 mm', { shiftMm: { x: 3, y: -2 } }],
  ['模糊 σ1.2', { blur: 1.2 }],
  ['噪声 σ10', { noise: 10 }],
  ['JPEG 40', { quality: 40 }],
  ['JPEG 90', { quality: 90 }],
  ['对比度 0.35×', { contrast: 0.35 }],
  ['150 dpi', { dpi: 150 }],
  ['200 dpi', { dpi: 200 }],
  ['1-bit PNG', { bitonal: true, format: 'png' }],
  ['1-bit TIFF G4', { bitonal: true, format: 'tiff' }],
  [
    '综合（200 dpi、旋转 2°、98%、JPEG 60、噪声）',
    { dpi: 200, rotateDeg: 2, scale: 0.98, quality: 60, noise: 6 },
  ],
];

/** One sheet of the corpus: its file, what it truly holds and whose it is. */
export interface CorpusSheet {
  name: string;
  path: string;
  fault: string;
  /** 300 dpi JPEG (the throughput run uses these). */
  plain300: boolean;
  examNo: string;
  /** How the student is identified on it. */
  via: 'qr' | 'bubbles';
  truth: PageTruth;
}

const ext = (f: Partial<Degradation>) =>
  f.bitonal ? (f.format === 'tiff' ? 'tif' : 'png') : 'jpg';

/** Marks, scans and writes one sheet. */
async function writeSheet(
  dir: string,
  r: Raster,
  layout: CardLayout,
  i: number,
  who: { examNo: string; via: 'qr' | 'bubbles' },
  rand: () => number,
): Promise<CorpusSheet> {
  const [fault, scan] = FAULTS[i % FAULTS.length]!;
  const truth = planPage(layout.pages[0]!, rand, {
    allowLight: !scan.bitonal,
    strays: i % 3 === 0,
    bubbledExamNo: who.via === 'bubbles' ? who.examNo : null,
  });
  drawPage(r, layout.pages[0]!, truth, rand);
  const name = `${String(i + 1).padStart(4, '0')}.${ext(scan)}`;
  const path = join(dir, name);
  await writeFile(path, await degrade(r, scan));
  const plain300 = !scan.bitonal && (scan.dpi ?? 300) === 300;
  return { name, path, fault, plain300, truth, ...who };
}

/**
 * Builds the corpus: page 1 of every personalised card (`set`, one page per student in order) and
 * `blanks` blank cards bubbled with the given 考号.
 */
export async function buildCorpus(
  dir: string,
  layout: CardLayout,
  set: { pdf: Uint8Array; examNos: string[] },
  blank: { pdf: Uint8Array; examNos: string[] },
  progress: (done: number, total: number) => void,
): Promise<CorpusSheet[]> {
  await mkdir(dir, { recursive: true });
  const rand = seeded(20261122);
  const pages = layout.pages.length;
  const total = set.examNos.length + blank.examNos.length;
  const out: CorpusSheet[] = [];
  const CHUNK = 8;
  for (let s = 0; s < set.examNos.length; s += CHUNK) {
    const last = Math.min(set.examNos.length, s + CHUNK);
    await rasterisePages(set.pdf, 300, s * pages + 1, last * pages, async (r, pageNo) => {
      if ((pageNo - 1) % pages !== 0) return;
      const student = (pageNo - 1) / pages;
      out.push(
        await writeSheet(
          dir,
          r,
          layout,
          out.length,
          { examNo: set.examNos[student]!, via: 'qr' },
          rand,
        ),
      );
      progress(out.length, total);
    });
  }
  await rasterisePages(blank.pdf, 300, 1, 1, async (r) => {
    for (const examNo of blank.examNos) {
      const copy = { ...r, data: new Uint8Array(r.data) };
      out.push(await writeSheet(dir, copy, layout, out.length, { examNo, via: 'bubbles' }, rand));
      progress(out.length, total);
    }
  });
  return out;
}
