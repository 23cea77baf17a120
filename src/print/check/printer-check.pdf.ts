import {
  layoutPrinterCheck,
  mmToPt,
  rect,
  type PrinterCheckElement,
  type PrinterCheckLayout,
} from '../../layout';
import type { PrintCanvas } from '../card/canvas';
import { INKS, LINE } from '../card/ink';
import { drawSolid, drawTextElement } from '../card/marks.draw';
import { strokeRects, strokeSegments } from '../card/strokes';
import { drawTextBox } from '../card/text-box';
import { loadFontSet, type FontLoader } from '../fonts';
import { createPrintDocument } from '../pdf/print-document';

type Kind = PrinterCheckElement['kind'];
type Drawer<K extends Kind> = (
  c: PrintCanvas,
  el: Extract<PrinterCheckElement, { kind: K }>,
) => void;

const TICK = { width: LINE.hair, color: INKS.black };

/** Every element kind of the check page and how it prints. */
const DRAWERS: { [K in Kind]: Drawer<K> } = {
  fiducial: drawSolid,
  'orientation-cue': drawSolid,
  text: drawTextElement,
  ruler: (c, el) => {
    const { x, y } = el.origin;
    const along = el.axis === 'x';
    const base = along
      ? { x1: x, y1: y, x2: x + el.length, y2: y }
      : { x1: x, y1: y, x2: x, y2: y + el.length };
    const ticks = el.ticks.map((t) =>
      along
        ? { x1: x + t.at, y1: y, x2: x + t.at, y2: y + t.length }
        : { x1: x, y1: y + t.at, x2: x + t.length, y2: y + t.at },
    );
    strokeSegments(c.page, [base, ...ticks], TICK);
    for (const t of el.ticks) {
      if (!t.label) continue;
      const box = along
        ? rect(x + t.at - 5, y + t.length + 0.3, 10, 3)
        : rect(x + t.length + 0.5, y + t.at - 1.5, 6, 3);
      drawTextBox(c, t.label, box, { size: 2.2, align: along ? 'center' : 'left' });
    }
  },
  square: (c, el) => strokeRects(c.page, [el.rect], { width: LINE.thin, color: INKS.black }),
  crosshair: (c, el) => {
    const { x, y } = el.centre;
    strokeSegments(
      c.page,
      [
        { x1: x - el.arm, y1: y, x2: x + el.arm, y2: y },
        { x1: x, y1: y - el.arm, x2: x, y2: y + el.arm },
      ],
      TICK,
    );
  },
};

/** Draws the printer check page's elements onto a page. */
export const drawPrinterCheck = (c: PrintCanvas, layout: PrinterCheckLayout): void => {
  for (const el of layout.elements) (DRAWERS[el.kind] as Drawer<typeof el.kind>)(c, el);
};

/** Renders the one-page printer check sheet (A4): rulers, 100 mm square, fiducials, 实际大小 note. */
export async function renderPrinterCheckPdf(
  opts: { fontLoader?: FontLoader } = {},
): Promise<Uint8Array> {
  const fontSet = await loadFontSet(opts.fontLoader);
  const { doc, fonts } = await createPrintDocument('打印机校准页', fontSet);
  const layout = layoutPrinterCheck('A4');
  const page = doc.addPage([mmToPt(layout.sheet.width), mmToPt(layout.sheet.height)]);
  drawPrinterCheck({ page, fonts, fontSet }, layout);
  return doc.save();
}
