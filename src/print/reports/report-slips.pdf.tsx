import { Document, Page, StyleSheet, View } from '@react-pdf/renderer';
import type { ReportFonts } from './report-fonts';
import { A4, PageFooter, styles, usableWidth } from './report-page';
import type { ReportSlipsData } from './report.types';
import { SLIP, SlipCanvas, slipDrawingHeight, weakLinesOf } from './slip-canvas';

const PAD_TOP = 8;
const PAD_BOTTOM = 8;
const USABLE_HEIGHT =
  A4.long - (styles.page.paddingTop as number) - (styles.page.paddingBottom as number);

const s = StyleSheet.create({
  /** The dashed bottom border is the cut line. */
  slip: {
    paddingTop: PAD_TOP,
    paddingBottom: PAD_BOTTOM,
    borderBottomWidth: 0.6,
    borderBottomStyle: 'dashed',
    borderBottomColor: '#777777',
  },
});

/** The most slips an A4 page takes. */
export const MAX_SLIPS_PER_PAGE = 8;

/** Items per grid table and the tables of items. */
const gridTables = (items: number, width: number) => {
  const per = Math.max(1, Math.floor((width - SLIP.label) / SLIP.item));
  return Array.from({ length: Math.ceil(items / per) }, (_, i) => ({
    from: i * per,
    to: Math.min(items, (i + 1) * per),
  }));
};

/**
 * How many slips go on a page and how tall each is: the chosen count ('auto': as many as fit, at
 * most 8), fewer when a slip's grid and weak points need more room than page ÷ count.
 */
export const slipLayout = (data: ReportSlipsData, fonts: ReportFonts) => {
  const width = usableWidth(false);
  const tables = gridTables(data.questions.length, width);
  const weakLines = Math.max(
    1,
    ...data.slips.map((slip) => weakLinesOf(fonts.regular, slip, width).length),
  );
  const perPage = data.perPage;
  const needed = PAD_TOP + PAD_BOTTOM + slipDrawingHeight(tables.length, weakLines);
  const fit = Math.max(1, Math.floor(USABLE_HEIGHT / needed));
  const count = Math.min(perPage === 'auto' ? MAX_SLIPS_PER_PAGE : perPage, fit);
  return { perPage: count, height: Math.floor(USABLE_HEIGHT / count) - 1, tables, weakLines };
};

/**
 * Report slips (成绩条): several per A4 page, each a student's total, ranks, per-item scores and
 * weakest 知识点, separated by dashed cut lines. Slips are fixed-size cards, so each page is built
 * with its own slips (react-pdf then never re-lays out the rest of the document per page break).
 */
export function ReportSlipsDocument({
  data,
  fonts,
}: {
  data: ReportSlipsData;
  fonts: ReportFonts;
}) {
  const { perPage, height, tables, weakLines } = slipLayout(data, fonts);
  const width = usableWidth(false);
  const pages = Array.from({ length: Math.ceil(data.slips.length / perPage) }, (_, k) =>
    data.slips.slice(k * perPage, (k + 1) * perPage),
  );
  return (
    <Document
      title={`${data.heading.title} 成绩条`}
      language="zh-CN"
      creator="作业与网阅"
      producer="作业与网阅 打印引擎（react-pdf）"
    >
      {pages.map((slips, k) => (
        <Page key={k} size="A4" style={styles.page}>
          {slips.map((slip, i) => (
            <View key={i} style={[s.slip, { height }]} wrap={false}>
              <SlipCanvas
                data={data}
                slip={slip}
                fonts={fonts}
                tables={tables}
                width={width}
                weakLines={weakLines}
              />
            </View>
          ))}
          <PageFooter name={`${data.heading.title} 成绩条（沿虚线剪开）`} numbered={false} />
        </Page>
      ))}
    </Document>
  );
}
