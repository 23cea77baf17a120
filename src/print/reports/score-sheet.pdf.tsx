import { Document, Page, Text, View } from '@react-pdf/renderer';
import { fmtFixed, fmtRank, fmtScore } from './format';
import { GridRow, type GridColumn } from './grid-row';
import type { ReportFonts } from './report-fonts';
import { Heading, PageFooter, styles, usableWidth } from './report-page';
import type { ScoreSheetData, SheetRow } from './report.types';
import { SHEET_LEAD, SHEET_TAIL, sheetParts, type SheetPart } from './sheet-columns';

const ROW = 13.5;
const SIZE = 7.5;
/** Every other block of five rows is shaded, so a row is easy to follow across the page. */
const blockShade = (i: number): string | undefined =>
  Math.floor(i / 5) % 2 === 1 ? '#eeeeee' : undefined;

const rowCells = (r: SheetRow, i: number, part: SheetPart): string[] => [
  String(i + 1),
  r.examNo,
  r.name,
  ...r.scores.slice(part.from, part.to).map((s) => (r.absent || s === null ? '' : fmtScore(s))),
  r.absent ? '' : fmtScore(r.objective),
  r.absent ? '' : fmtScore(r.subjective),
  r.absent ? '缺考' : fmtScore(r.total),
  fmtRank(r.classRank),
  fmtRank(r.gradeRank),
];

/** The figures under the table, in one sentence. */
const summaryText = ({ summary: s }: ScoreSheetData): string =>
  `参考 ${s.participants} 人，缺考 ${s.absent} 人；平均分 ${fmtFixed(s.mean)}，最高分 ` +
  `${fmtScore(s.max)}，最低分 ${fmtScore(s.min)}，中位数 ${fmtScore(s.median)}，标准差 ` +
  `${fmtFixed(s.sd)}。排名同分同名次；缺考学生不计入平均分和排名。`;

/**
 * A class's score sheet (成绩单): A4 landscape, a column per item, objective and subjective
 * subtotals, total, class and grade rank. The title and both header rows repeat on every page;
 * items too many for one table width continue in a further table (names repeated).
 */
export function ScoreSheetDocument({ data, fonts }: { data: ScoreSheetData; fonts: ReportFonts }) {
  const parts = sheetParts(data.questions.length, usableWidth(true));
  const name = `${data.className} 成绩单`;
  return (
    <Document
      title={`${data.heading.title} ${name}`}
      language="zh-CN"
      creator="作业与网阅"
      producer="作业与网阅 打印引擎（react-pdf）"
    >
      {parts.map((part, k) => {
        const items = data.questions.slice(part.from, part.to);
        const columns: GridColumn[] = [
          ...SHEET_LEAD,
          ...items.map(() => ({ width: part.itemWidth })),
          ...SHEET_TAIL,
        ];
        const range =
          parts.length > 1 ? ` · 第 ${items[0]?.label}–${items[items.length - 1]?.label} 题` : '';
        const header = [
          ...SHEET_LEAD.map((c) => c.label),
          ...items.map((q) => q.label),
          ...SHEET_TAIL.map((c) => c.label),
        ];
        const fulls = [
          '',
          '',
          '满分',
          ...items.map((q) => fmtScore(q.full)),
          '',
          '',
          fmtScore(data.full),
          '',
          '',
        ];
        const grid = { columns, fonts, height: ROW, fontSize: SIZE };
        return (
          <Page key={k} size="A4" orientation="landscape" style={styles.page}>
            <View fixed>
              <Heading
                heading={data.heading}
                right={`${name} · 满分 ${fmtScore(data.full)}${range}`}
              />
              <GridRow {...grid} cells={header} bold shade="#dddddd" topRule />
              <GridRow {...grid} cells={fulls} shade="#f4f4f4" />
            </View>
            {data.rows.map((r, i) => (
              <GridRow key={i} {...grid} cells={rowCells(r, i, part)} shade={blockShade(i)} />
            ))}
            <Text style={[styles.small, { marginTop: 6 }]}>{summaryText(data)}</Text>
            <PageFooter name={name} />
          </Page>
        );
      })}
    </Document>
  );
}
