import { Canvas, Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { fmtFixed, fmtPercent, fmtScore } from './format';
import { GridRow, type Painter } from './grid-row';
import type { ReportFonts } from './report-fonts';
import { A4, PageFooter, styles, usableWidth } from './report-page';
import type { ReportQuestion, ReportSlipsData, SlipData } from './report.types';

type Lines = { from: number; to: number }[];

/** An ideographic space between the figures of a line. */
const GAP = '\u3000';
const ROW = 11;
const LABEL = 26;
const ITEM = 19;
/** Height of a slip without its score grid: name line, paper line, ranks, weak points, padding. */
const FIXED_PART = 70;
const USABLE_HEIGHT =
  A4.long - (styles.page.paddingTop as number) - (styles.page.paddingBottom as number);

const s = StyleSheet.create({
  slip: { paddingTop: 7, paddingBottom: 9, position: 'relative' },
  top: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' },
  name: { fontSize: 11, fontWeight: 700 },
  who: { fontSize: 8, fontWeight: 400 },
  total: { fontSize: 11, fontWeight: 700 },
  line: { fontSize: 8, marginTop: 2, marginBottom: 3 },
  weak: { fontSize: 8, marginTop: 3 },
});

/** Items per grid line and the lines of items. */
const gridLines = (items: number, width: number) => {
  const per = Math.max(1, Math.floor((width - LABEL) / ITEM));
  return Array.from({ length: Math.ceil(items / per) }, (_, i) => ({
    from: i * per,
    to: Math.min(items, (i + 1) * per),
  }));
};

const weakText = (slip: SlipData): string => {
  if (!slip.hasKnowledge) return '薄弱知识点：本试卷未标注知识点。';
  if (slip.weakest.length === 0) return '薄弱知识点：无，各知识点均得满分。';
  return `薄弱知识点：${slip.weakest.map((w) => `${w.name}（得分率 ${fmtPercent(w.rate)}）`).join('、')}`;
};

/** The dashed cut line along the bottom of a slip. */
function CutLine({ width }: { width: number }) {
  return (
    <Canvas
      style={{ position: 'absolute', left: 0, bottom: 0, width, height: 1 }}
      paint={(p: Painter) => {
        p.moveTo(0, 0.5)
          .lineTo(width, 0.5)
          .dash(4, { space: 3 })
          .lineWidth(0.6)
          .strokeColor('#777777')
          .stroke();
        return null;
      }}
    />
  );
}

/** The most slips an A4 page takes. */
export const MAX_SLIPS_PER_PAGE = 8;

/**
 * How many slips go on a page and how tall each is: the chosen count ('auto': as many as fit, at
 * most 8), fewer when a slip's grid needs more room than page ÷ count.
 */
export const slipLayout = (
  items: number,
  perPage: number | 'auto',
): { perPage: number; height: number; lines: { from: number; to: number }[] } => {
  const lines = gridLines(items, usableWidth(false));
  const needed = FIXED_PART + lines.length * 3 * ROW;
  const fit = Math.max(1, Math.floor(USABLE_HEIGHT / needed));
  const count = Math.min(perPage === 'auto' ? MAX_SLIPS_PER_PAGE : perPage, fit);
  return { perPage: count, height: Math.floor(USABLE_HEIGHT / count) - 1, lines };
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
  const { perPage, height, lines } = slipLayout(data.questions.length, data.perPage);
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
            <Slip key={i} data={data} slip={slip} fonts={fonts} height={height} lines={lines} />
          ))}
          <PageFooter name={`${data.heading.title} 成绩条（沿虚线剪开）`} />
        </Page>
      ))}
    </Document>
  );
}

interface SlipProps {
  data: ReportSlipsData;
  slip: SlipData;
  fonts: ReportFonts;
  height: number;
  lines: Lines;
}

/** One slip: name and total, ranks and subtotals, the score grid, weakest 知识点, cut line. */
function Slip({ data, slip, fonts, height, lines }: SlipProps) {
  const width = usableWidth(false);
  const grid = (from: number, to: number) => ({
    columns: [{ width: LABEL }, ...Array.from({ length: to - from }, () => ({ width: ITEM }))],
    fonts,
    height: ROW,
    fontSize: 7.5,
  });
  const items = (from: number, to: number): readonly ReportQuestion[] =>
    data.questions.slice(from, to);
  return (
    <View style={[s.slip, { height }]} wrap={false}>
      <View style={s.top}>
        <Text style={s.name}>
          {slip.name}
          <Text style={s.who}>{`${GAP}${slip.className} · 考号 ${slip.examNo}`}</Text>
        </Text>
        <Text style={s.total}>
          {slip.absent ? '缺考' : `总分 ${fmtScore(slip.total)} / ${fmtScore(data.full)}`}
        </Text>
      </View>
      <Text style={styles.small}>{`${data.heading.title} · ${data.heading.subtitle}`}</Text>
      {slip.absent ? (
        <Text style={s.line}>本次考试缺考，不计入平均分和排名。</Text>
      ) : (
        <>
          <Text style={s.line}>{ranksText(slip)}</Text>
          {lines.map(({ from, to }) => (
            <View key={from}>
              <GridRow
                {...grid(from, to)}
                cells={['题号', ...items(from, to).map((q) => q.label)]}
                bold
                shade="#e4e4e4"
                topRule
              />
              <GridRow
                {...grid(from, to)}
                cells={['满分', ...items(from, to).map((q) => fmtScore(q.full))]}
              />
              <GridRow
                {...grid(from, to)}
                cells={[
                  '得分',
                  ...slip.scores.slice(from, to).map((x) => (x === null ? '' : fmtScore(x))),
                ]}
              />
            </View>
          ))}
          <Text style={s.weak}>{weakText(slip)}</Text>
        </>
      )}
      <CutLine width={width} />
    </View>
  );
}

const ranksText = (slip: SlipData): string =>
  `班级排名 ${slip.classRank} / ${slip.classSize}${GAP}年级排名 ${slip.gradeRank} / ${slip.gradeSize}${GAP}` +
  `客观题 ${fmtScore(slip.objective)}${GAP}主观题 ${fmtScore(slip.subjective)}${GAP}` +
  `班级平均 ${fmtFixed(slip.classMean, 1)}${GAP}年级平均 ${fmtFixed(slip.gradeMean, 1)}`;
