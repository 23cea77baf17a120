/**
 * Print bench: warm render time of the 25-question A4 数学 paper (median of 20 after 3 warm-ups),
 * plus the first (cold) render that loads and parses the fonts. Target: ≤ 300 ms warm.
 * CPU time per render is printed too: on a shared machine it is the render's own cost.
 */
import { renderAnswerKeyPdf, renderPaperPdf } from '../src/print';
import { buildSamplePaper } from '../tests/support/sample-paper';

const WARMUPS = 3;
const RUNS = 20;
const TARGET_MS = 300;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const time = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

interface Figures {
  median: number;
  min: number;
  max: number;
  /** Mean CPU time (user + system) per render. */
  cpu: number;
}

/** Median warm wall time of a render after warm-ups, with the CPU time per render. */
const warm = async (work: () => Promise<unknown>): Promise<Figures> => {
  for (let i = 0; i < WARMUPS; i++) await work();
  const times: number[] = [];
  const cpuStart = cpuMs();
  for (let i = 0; i < RUNS; i++) times.push(await time(work));
  const cpu = (cpuMs() - cpuStart) / RUNS;
  return { median: median(times), min: Math.min(...times), max: Math.max(...times), cpu };
};

const fmt = (ms: number): string => `${ms.toFixed(0)} ms`;

/** Runs the print figures and prints them. */
export default async function printBench(): Promise<void> {
  const paper = buildSamplePaper();
  let bytes: Uint8Array = new Uint8Array();
  const cold = await time(async () => {
    bytes = await renderPaperPdf(paper);
  });
  const kb = (bytes.length / 1024).toFixed(0);
  console.log(`试卷 A4（25 题，含公式）首次渲染（含字体加载解析）：${fmt(cold)}，${kb} KB`);
  const a4 = await warm(() => renderPaperPdf(paper));
  const verdict = a4.median <= TARGET_MS ? '达标' : '未达标';
  console.log(
    `试卷 A4 热渲染：中位数 ${fmt(a4.median)}（最快 ${fmt(a4.min)}，最慢 ${fmt(a4.max)}，${RUNS} 次；` +
      `CPU ${fmt(a4.cpu)}/次）目标 ≤ ${TARGET_MS} ms：${verdict}`,
  );
  const a3Paper = buildSamplePaper({ settings: { size: 'A3', sealLine: true } });
  const a3 = await warm(() => renderPaperPdf(a3Paper));
  console.log(`试卷 A3 两栏含密封线 热渲染：中位数 ${fmt(a3.median)}（CPU ${fmt(a3.cpu)}/次）`);
  const key = await warm(() => renderAnswerKeyPdf(paper, { compact: false }));
  console.log(`答案与解析 A4 热渲染：中位数 ${fmt(key.median)}（CPU ${fmt(key.cpu)}/次）`);
  await (await import('./print-cards.bench')).default();
}
