import type { PDFPage } from 'pdf-lib';
import type { RectMm } from '../../layout';
import { toPdfRect, type PdfRect } from '../pdf/coords';
import { fillRects } from '../pdf/fill-rects';
import type { Code128 } from './barcode';

/** Quiet zone around a QR code, in modules (the standard asks for 4). */
export const QR_QUIET = 4;

/** Draws a Code 128 symbol filling a box (quiet zones inside it) as filled bars. */
export const drawCode128 = (page: PDFPage, code: Code128, box: RectMm): void => {
  const area = toPdfRect(page.getHeight(), box);
  const module = area.w / code.modules;
  fillRects(
    page,
    code.bars.map((b) => ({ x: area.x + b.x * module, y: area.y, w: b.w * module, h: area.h })),
  );
};

/** Dark runs of a matrix in module units, merged across rows where runs line up. */
export const qrRuns = (matrix: readonly (readonly boolean[])[]): PdfRect[] => {
  const done: PdfRect[] = [];
  let open = new Map<string, PdfRect>();
  matrix.forEach((row, y) => {
    const next = new Map<string, PdfRect>();
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      const key = `${x}:${end}`;
      const run = open.get(key);
      if (run) {
        run.h += 1;
        open.delete(key);
        next.set(key, run);
      } else next.set(key, { x, y, w: end - x + 1, h: 1 });
      x = end;
    }
    done.push(...open.values());
    open = next;
  });
  return [...done, ...open.values()];
};

/** Draws a QR matrix as filled rectangles in the top-left square of a box, quiet zone inside. */
export const drawQr = (
  page: PDFPage,
  matrix: readonly (readonly boolean[])[],
  box: RectMm,
  quiet = QR_QUIET,
): void => {
  const area = toPdfRect(page.getHeight(), box);
  const side = Math.min(area.w, area.h);
  const module = side / (matrix.length + 2 * quiet);
  const left = area.x + quiet * module;
  const top = area.y + area.h - quiet * module;
  fillRects(
    page,
    qrRuns(matrix).map((r) => ({
      x: left + r.x * module,
      y: top - (r.y + r.h) * module,
      w: r.w * module,
      h: r.h * module,
    })),
  );
};
