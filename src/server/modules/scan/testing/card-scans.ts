import type { CardLayout } from '../../../../layout';
import type { TestApp } from '../../../testing/test-app';
import { drawPage, planPage, type PageTruth, type PlanOptions } from './answer-sheet';
import { degrade, type Degradation } from './degrade';
import { seeded } from './pencil';
import { rasterisePages, type Raster } from './raster';
import { buildScanPaper, printedLayout, printThroughApi, type PrintedPaper } from './scan.fixture';

/** One sheet to make: which printed page, how the student marks it, how it is scanned. */
export interface SheetOrder {
  /** Page of the printed PDF, from 1. */
  pdfPage: number;
  plan?: PlanOptions;
  scan?: Partial<Degradation>;
  /** Changes the raster before scanning (e.g. tears off a fiducial). */
  damage?: (r: Raster, layout: CardLayout) => void;
  /** Further scans of the same marked sheet (a class set scanned again). */
  rescans?: Partial<Degradation>[];
}

/** A made sheet: its file bytes and what it truly holds. */
export interface MadeSheet {
  bytes: Buffer;
  truth: PageTruth;
  rescans: Buffer[];
}

/** Marks and scans chosen pages of a printed PDF (rasterised at `dpi`, one page held at a time). */
export async function makeSheets(
  pdf: Uint8Array,
  layout: CardLayout,
  orders: SheetOrder[],
  opts: { dpi?: number; seed?: number } = {},
): Promise<MadeSheet[]> {
  const dpi = opts.dpi ?? 200;
  const rand = seeded(opts.seed ?? 11);
  const out: MadeSheet[] = [];
  for (const order of orders)
    await rasterisePages(pdf, dpi, order.pdfPage, order.pdfPage, async (r) => {
      const page = layout.pages[(order.pdfPage - 1) % layout.pages.length]!;
      const truth = planPage(page, rand, order.plan);
      drawPage(r, page, truth, rand);
      order.damage?.(r, layout);
      const bytes = await degrade(r, { dpi, ...order.scan });
      const rescans: Buffer[] = [];
      for (const again of order.rescans ?? []) rescans.push(await degrade(r, { dpi, ...again }));
      out.push({ bytes, truth, rescans });
    });
  return out;
}

/** Prints a paper's personalised cards for a class and a blank card through the API. */
export async function printCards(t: TestApp, token: string, classId: string) {
  const paper = await buildScanPaper(t);
  const set = await printThroughApi(t, token, '/api/teacher/print/card/students', {
    paperId: paper.id,
    classIds: [classId],
  });
  const blank = await printThroughApi(t, token, '/api/teacher/print/card', { paperId: paper.id });
  const layout = await printedLayout(t, paper.id);
  const printed: PrintedPaper = { doc: paper.doc, layoutJson: JSON.stringify(layout) };
  return { printed, layout, set, blank };
}
