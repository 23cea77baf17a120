import ExcelJS from 'exceljs';
import type { ScoreColumn, ScoreRowView } from './scores.service';

/** What a cell shows: the score, 缺考, or empty for what is not scored yet. */
const cell = (row: ScoreRowView, v: number | null): number | string =>
  row.state === '缺考' ? '缺考' : row.state === '未扫描' ? '未扫描' : (v ?? '');

/**
 * The class score table as .xlsx (exceljs): 考号, 姓名, 班级, one column per question and part,
 * 客观题, 主观题, 总分, 班级排名, with Chinese headers; 缺考 shown as 缺考, never 0.
 */
export async function scoresXlsx(
  title: string,
  columns: readonly ScoreColumn[],
  rows: readonly ScoreRowView[],
): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '作业与网阅';
  const ws = wb.addWorksheet('成绩表', { views: [{ state: 'frozen', xSplit: 3, ySplit: 2 }] });
  const headers = [
    '考号',
    '姓名',
    '班级',
    ...columns.map((c) => `${c.label}（${c.full}分）`),
    '客观题',
    '主观题',
    '总分',
    '班级排名',
  ];
  ws.addRow([title]).font = { bold: true, size: 14 };
  const head = ws.addRow(headers);
  head.font = { bold: true };
  for (const r of rows)
    ws.addRow([
      r.examNo,
      r.name,
      r.className,
      ...columns.map((c) => cell(r, r.scores[c.key] ?? null)),
      cell(r, r.objective),
      cell(r, r.subjective),
      cell(r, r.total),
      r.rank ?? '',
    ]);
  ws.getColumn(1).width = 12;
  ws.getColumn(2).width = 10;
  ws.getColumn(3).width = 12;
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
