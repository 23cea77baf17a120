import type { Sheet } from '../../../shared/api/analysis-sheets';
import { writeSheet } from '../../lib/xlsx';

/** MIME type of .xlsx. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A table of an analysis page as a one-sheet .xlsx (Chinese header, the numbers as shown). */
export const sheetXlsx = (sheet: Sheet): Promise<Buffer> =>
  writeSheet(
    sheet.name.slice(0, 31),
    sheet.header,
    sheet.rows,
    sheet.header.map((h) => Math.min(40, Math.max(10, h.length * 2 + 2))),
  );
