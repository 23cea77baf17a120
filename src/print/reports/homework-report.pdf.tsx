import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { fmtFixed, fmtPercent, fmtScore } from './format';
import { GridRow, spreadColumns, type GridColumn } from './grid-row';
import type { ReportFonts } from './report-fonts';
import { Heading, PageFooter, styles, usableWidth } from './report-page';
import type { ReportHeading } from './report.types';

/** One class (or the grade) in the report's summary table. */
export interface HomeworkClassLine {
  name: string;
  expected: number | null;
  submitted: number | null;
  participants: number;
  absent: number;
  mean: number | null;
  max: number | null;
  min: number | null;
  scoreRate: number | null;
  passShare: number | null;
  excellentShare: number | null;
}

/** One question of the report's table. */
export interface HomeworkQuestionLine {
  label: string;
  kind: string;
  full: number;
  mean: number | null;
  scoreRate: number | null;
  wrongCount: number;
  classRates: readonly (number | null)[];
}

/** A student needing attention. */
export interface HomeworkAttentionLine {
  className: string;
  examNo: string;
  name: string;
  total: number | null;
  reason: string;
}

/** 作业报告: what the homework report prints (the server fills it from the analysis). */
export interface HomeworkReportData {
  heading: ReportHeading;
  classes: readonly HomeworkClassLine[];
  classNames: readonly string[];
  questions: readonly HomeworkQuestionLine[];
  attention: readonly HomeworkAttentionLine[];
}

const ROW = 14;
const SIZE = 8;
const WIDTH = usableWidth(false);
const s = StyleSheet.create({ none: { fontSize: 9, marginTop: 2 } });

const spread = (fixed: readonly number[], rest: number): GridColumn[] =>
  spreadColumns(WIDTH, fixed, rest);

const CLASS_HEAD = [
  '班级',
  '应交',
  '已交',
  '参考',
  '缺考',
  '平均分',
  '最高分',
  '最低分',
  '得分率',
  '及格率',
  '优秀率',
];
const count = (x: number | null) => (x === null ? '' : String(x));

/**
 * 作业报告 (A4 portrait): 一、班级概况 (应交/已交 and the analysis's figures per class and for all),
 * 二、各题得分率 (grade and each class; the table continues over pages with its header repeated),
 * 三、需要关注的学生 (缺考 and below the 及格 line).
 */
export function HomeworkReportDocument({
  data,
  fonts,
}: {
  data: HomeworkReportData;
  fonts: ReportFonts;
}) {
  const grid = { fonts, height: ROW, fontSize: SIZE };
  const classCols = spread([80], CLASS_HEAD.length - 1);
  const itemCols = spread([34, 40, 34, 44, 48, 44], data.classNames.length);
  const itemHead = ['题号', '题型', '满分', '平均分', '得分率', '未得满分', ...data.classNames];
  const attCols = spread([90, 80, 80, 60], 1);
  const footer = <PageFooter name="作业报告" />;
  return (
    <Document
      title={`${data.heading.title} 作业报告`}
      language="zh-CN"
      creator="作业与网阅"
      producer="作业与网阅 打印引擎（react-pdf）"
    >
      <Page size="A4" style={styles.page}>
        <Heading heading={data.heading} right="作业报告" />
        <Text style={styles.section}>一、班级概况</Text>
        <GridRow {...grid} columns={classCols} cells={CLASS_HEAD} bold shade="#dddddd" topRule />
        {data.classes.map((c, i) => (
          <GridRow
            key={i}
            {...grid}
            columns={classCols}
            bold={i === data.classes.length - 1}
            cells={[
              c.name,
              count(c.expected),
              count(c.submitted),
              String(c.participants),
              String(c.absent),
              fmtFixed(c.mean),
              fmtScore(c.max),
              fmtScore(c.min),
              fmtPercent(c.scoreRate),
              fmtPercent(c.passShare),
              fmtPercent(c.excellentShare),
            ]}
          />
        ))}
        <View fixed>
          <Text style={styles.section}>二、各题得分率（按题号）</Text>
          <GridRow {...grid} columns={itemCols} cells={itemHead} bold shade="#dddddd" topRule />
        </View>
        {data.questions.map((q, i) => (
          <GridRow
            key={i}
            {...grid}
            columns={itemCols}
            shade={Math.floor(i / 5) % 2 === 1 ? '#eeeeee' : undefined}
            cells={[
              q.label,
              q.kind,
              fmtScore(q.full),
              fmtFixed(q.mean),
              fmtPercent(q.scoreRate),
              String(q.wrongCount),
              ...q.classRates.map(fmtPercent),
            ]}
          />
        ))}
        {footer}
      </Page>
      <Page size="A4" style={styles.page}>
        <View fixed>
          <Text style={styles.section}>三、需要关注的学生（缺考、低于及格线）</Text>
          <GridRow
            {...grid}
            columns={attCols}
            cells={['班级', '考号', '姓名', '总分', '原因']}
            bold
            shade="#dddddd"
            topRule
          />
        </View>
        {data.attention.length === 0 ? (
          <Text style={s.none}>没有需要特别关注的学生。</Text>
        ) : (
          data.attention.map((a, i) => (
            <GridRow
              key={i}
              {...grid}
              columns={attCols}
              cells={[a.className, a.examNo, a.name, fmtScore(a.total), a.reason]}
            />
          ))
        )}
        {footer}
      </Page>
    </Document>
  );
}
