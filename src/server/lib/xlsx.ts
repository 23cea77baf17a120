import ExcelJS from 'exceljs';
import { fail } from './app-error';

/** Reads the first worksheet of an .xlsx as rows of trimmed cell texts (row 1 first). */
export async function readSheet(bytes: Uint8Array): Promise<{ row: number; cells: string[] }[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw fail.badRequest('无法读取文件，请上传 Excel（.xlsx）文件');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fail.badRequest('文件中没有工作表');
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= r.cellCount; c++) cells.push(String(r.getCell(c).text ?? '').trim());
    rows.push({ row: n, cells });
  });
  return rows;
}

/** Writes rows (a header first) into a one-sheet .xlsx with sensible column widths. */
export async function writeSheet(
  name: string,
  header: string[],
  rows: (string | number)[][],
  widths: number[] = [],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  header.forEach((_, i) => {
    sheet.getColumn(i + 1).width = widths[i] ?? 14;
    sheet.getColumn(i + 1).numFmt = '@';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
