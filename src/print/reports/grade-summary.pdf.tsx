import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { fmtFixed, fmtPercent, fmtScore, fmtSignedPercent, NONE } from './format';
import { GridRow, spreadColumns, type GridColumn } from './grid-row';
import type { ReportFonts } from './report-fonts';
import { Heading, PageFooter, styles, usableWidth } from './report-page';
import type { GradeSummaryData, SummaryRow } from './report.types';
import { CriticalTable, Definitions } from './summary-text.pdf';

const ROW = 13;
const SIZE = 7.5;
const WIDTH = usableWidth(true);
const s = StyleSheet.create({ meta: { fontSize: 8, marginBottom: 2 } });

const spread = (fixed: readonly number[], rest: number): GridColumn[] =>
  spreadColumns(WIDTH, fixed, rest);

const SUMMARY_HEAD = [
  '班级',
  '参考',
  '缺考',
  '平均分',
  '超均率',
  '名次',
  '最高分',
  '最低分',
  '中位数',
  '标准差',
  '优秀率',
  '良好率',
  '及格率',
  '低分率',
];

const summaryCells = (r: SummaryRow): string[] => [
  r.name,
  String(r.participants),
  String(r.absent),
  fmtFixed(r.mean),
  r.rank === null && r.overAverage === null ? '' : fmtSignedPercent(r.overAverage),
  r.rank === null ? '' : String(r.rank),
  fmtScore(r.max),
  fmtScore(r.min),
  fmtScore(r.median),
  fmtFixed(r.sd),
  fmtPercent(r.rates.excellent),
  fmtPercent(r.rates.good),
  fmtPercent(r.rates.pass),
  fmtPercent(r.rates.low),
];

/**
 * The grade summary (年级成绩汇总): per class and for the grade the figures of 学情分析, the
 * 分数段, each item's 得分率 (难度), 区分度 and class 得分率, the 临界生, and what every figure
 * means. A4 landscape; the item table continues over pages with its header repeated.
 */
export function GradeSummaryDocument({
  data,
  fonts,
}: {
  data: GradeSummaryData;
  fonts: ReportFonts;
}) {
  const grid = { fonts, height: ROW, fontSize: SIZE };
  const summaryCols = spread([70], SUMMARY_HEAD.length - 1);
  const bandCols = spread([70, 34], data.bandLabels.length);
  const itemCols = spread([28, 34, 28, 36, 44, 36], data.classNames.length);
  const itemHead = ['题号', '题型', '满分', '平均分', '得分率/难度', '区分度', ...data.classNames];
  const { lines: l } = data;
  const meta =
    `满分 ${fmtScore(data.full)} · 优秀 ≥ ${fmtScore(l.excellent)} · 良好 ≥ ${fmtScore(l.good)} · ` +
    `及格 ≥ ${fmtScore(l.pass)} · 低分 < ${fmtScore(l.low)} · 信度 α = ${data.alpha === null ? NONE : data.alpha.toFixed(2)}`;
  const doc = {
    title: `${data.heading.title} 年级成绩汇总`,
    language: 'zh-CN',
    creator: '作业与网阅',
    producer: '作业与网阅 打印引擎（react-pdf）',
  };
  const footer = <PageFooter name="年级成绩汇总" />;
  return (
    <Document {...doc}>
      <Page size="A4" orientation="landscape" style={styles.page}>
        <Heading heading={data.heading} right="年级成绩汇总" />
        <Text style={s.meta}>{meta}</Text>
        <Text style={styles.section}>一、各班成绩概况</Text>
        <GridRow
          {...grid}
          columns={summaryCols}
          cells={SUMMARY_HEAD}
          bold
          shade="#dddddd"
          topRule
        />
        {data.rows.map((r, i) => (
          <GridRow
            key={i}
            {...grid}
            columns={summaryCols}
            cells={summaryCells(r)}
            bold={i === 0}
            shade={i === 0 ? '#f2f2f2' : undefined}
          />
        ))}
        <Text
          style={styles.section}
        >{`二、分数段（每 ${data.bandWidth} 分一段；累计为本段及以上）`}</Text>
        <GridRow
          {...grid}
          columns={bandCols}
          cells={['班级', '', ...data.bandLabels]}
          bold
          shade="#dddddd"
          topRule
        />
        {data.bands.map((b, i) => (
          <View key={i} wrap={false}>
            <GridRow
              {...grid}
              columns={bandCols}
              cells={[b.name, '人数', ...b.counts.map(String)]}
              shade={i === 0 ? '#f2f2f2' : undefined}
            />
            <GridRow
              {...grid}
              columns={bandCols}
              cells={['', '累计', ...b.cumShares.map(fmtPercent)]}
              shade={i === 0 ? '#f2f2f2' : undefined}
            />
          </View>
        ))}
        {footer}
      </Page>
      <Page size="A4" orientation="landscape" style={styles.page}>
        <View fixed>
          <Text style={styles.section}>
            三、各题得分率（难度 = 得分率，越大越容易）、区分度与各班得分率
          </Text>
          <GridRow {...grid} columns={itemCols} cells={itemHead} bold shade="#dddddd" topRule />
        </View>
        {data.questions.map((q, i) => (
          <GridRow
            key={i}
            {...grid}
            columns={itemCols}
            cells={[
              q.label,
              q.kind,
              fmtScore(q.full),
              fmtFixed(q.mean),
              fmtPercent(q.scoreRate),
              fmtFixed(q.discrimination),
              ...q.classRates.map(fmtPercent),
            ]}
            shade={Math.floor(i / 5) % 2 === 1 ? '#eeeeee' : undefined}
          />
        ))}
        {footer}
      </Page>
      <Page size="A4" orientation="landscape" style={styles.page}>
        <Text
          style={styles.section}
        >{`四、临界生（分数线下 ${fmtScore(data.criticalBuffer)} 分以内：分数线 − ${fmtScore(data.criticalBuffer)} ≤ 总分 < 分数线）`}</Text>
        <CriticalTable rows={data.critical} />
        <Text style={styles.section}>五、指标说明</Text>
        <Definitions lines={data.definitions} />
        {footer}
      </Page>
    </Document>
  );
}
