/**
 * Analysis bench. Part one (now): the metrics of a 600-student grade in JavaScript, and the grade
 * PDFs: a 50-student class's score sheet (40 items) and its 50 report slips, target ≤ 1 s each
 * (median warm wall time, with CPU time per render). Part two (analysis-api.bench.ts): the API
 * latencies of the analysis pages and the PostgreSQL aggregates of a 50,000-student district.
 */
import { renderGradeSummaryPdf, renderReportSlipsPdf, renderScoreSheetPdf } from '../src/print';
import { analyseExam, DEFAULT_ANALYSIS_SETTINGS } from '../src/shared/analysis';
import {
  classOf,
  gradeSummaryOf,
  reportSlipsOf,
  scoreSheetOf,
  type ReportSource,
} from '../src/server/modules/grade-print/grade-report';
import { buildGradeExam } from './analysis-corpus';
import { apiBench, postgresBench } from './analysis-api.bench';

const WARMUPS = 2;
const RUNS = 9;
const TARGET_MS = 1000;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const fmt = (ms: number): string => `${ms.toFixed(0)} ms`;

/** Median warm wall time over RUNS after WARMUPS, min and max, CPU per run, last output size. */
async function warm(work: () => Promise<Uint8Array | unknown>) {
  for (let i = 0; i < WARMUPS; i++) await work();
  const times: number[] = [];
  let bytes = 0;
  const cpu0 = cpuMs();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const out = await work();
    times.push(performance.now() - t);
    if (out instanceof Uint8Array) bytes = out.length;
  }
  return {
    median: median(times),
    min: Math.min(...times),
    max: Math.max(...times),
    cpu: (cpuMs() - cpu0) / RUNS,
    kb: bytes / 1024,
  };
}

const line = (name: string, f: Awaited<ReturnType<typeof warm>>, target?: number) =>
  console.log(
    `${name}：中位数 ${fmt(f.median)}（最快 ${fmt(f.min)}，最慢 ${fmt(f.max)}，${RUNS} 次；CPU ${fmt(f.cpu)}/次）` +
      (f.kb ? `，${f.kb.toFixed(0)} KB` : '') +
      (target ? ` 目标 ≤ ${target} ms：${f.median <= target ? '达标' : '未达标'}` : ''),
  );

/** Runs the analysis figures and prints them. */
export default async function analysisBench(): Promise<void> {
  const results = buildGradeExam(12, 50, 40);
  const src: ReportSource = {
    heading: { title: '期中考试 数学', subtitle: '测评中学 · 高一年级 · 数学' },
    results,
    settings: DEFAULT_ANALYSIS_SETTINGS,
  };
  console.log(
    `语料：${results.students.length} 名学生（12 个班，每班 50 人），${results.questions.length} 题`,
  );
  line('整个年级全部指标（analyseExam，JavaScript）', await warm(async () => analyseExam(results)));

  const analysis = analyseExam(results);
  const c = classOf(analysis, 'c1')!;
  const sheet = scoreSheetOf(src, analysis, c, 'rank');
  const slips = reportSlipsOf(src, analysis, c, 'auto');
  const cold = performance.now();
  await renderScoreSheetPdf(sheet);
  console.log(`成绩单首次渲染（含字体加载）：${fmt(performance.now() - cold)}`);
  line(
    '一个班的成绩单 PDF（50 人 × 40 题，A4 横向）',
    await warm(() => renderScoreSheetPdf(sheet)),
    TARGET_MS,
  );
  line('50 张成绩条 PDF', await warm(() => renderReportSlipsPdf(slips)), TARGET_MS);
  line(
    '年级成绩汇总 PDF（12 个班，40 题；参考，无目标）',
    await warm(() => renderGradeSummaryPdf(gradeSummaryOf(src, analysis))),
  );
  await apiBench();
  await postgresBench();
}
