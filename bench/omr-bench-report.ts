/** Prints the printed-card OMR figures in Chinese, every figure on its own line. */
import { BUBBLE_COLS, BUBBLE_ROWS, OUTCOMES, QUESTION_ROWS, type Grades } from './omr-bench-grade';

/** What the bench measured. */
export interface OmrReport {
  machine: { cpu: string | undefined; cores: number; node: string; loadBefore: number[] };
  corpus: { sheets: number; generationSeconds: number; pagesPerCard: number };
  accuracyRun: { seconds: number; pagesPerSecond: number };
  grades: Grades;
  speed: {
    pages: number;
    meanFileMb: number;
    seconds: number;
    pagesPerSecond: number;
    /** Seconds from the first upload until every page's answer crops (for marking) were cut. */
    cropsSeconds: number;
    cpuMsPerPage: number;
    threads: Record<string, number>;
    cpuBoundPagesPerSecond: number;
    mainThreadBusy: number;
    recognised: number;
    failed: number;
    rssBeforeMb: number;
    peakRssMb: number;
    rssAtMb: Record<number, number>;
    heapAtMb: Record<number, number>;
    afterMb: { rss: number; heap: number };
    loadAfter: number[];
  };
}

const MARK = {
  full: '填涂',
  half: '半涂',
  light: '浅涂',
  erased: '擦除残留',
  tick: '打勾',
  cross: '打叉',
  blank: '空白',
};
const READ = { filled: '判为已涂', review: '待复核', blank: '判为未涂' };
const KIND = {
  clean: '作答（清晰/半涂/擦改）',
  light: '作答（浅涂）',
  blank: '未作答',
  double: '多涂',
  ambiguous: '勾/叉代替填涂',
};
const OUT = { right: '读对', review: '送复核', silent: '读错未标记' };
const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(2)}%` : '—');
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => String(c).padStart(widths[i] ?? 8)).join(' ');

/** Prints the report. */
export function printReport(r: OmrReport): void {
  const g = r.grades;
  const bubbles = BUBBLE_ROWS.reduce((n, k) => n + sum(g.bubbles[k]), 0);
  const questions = QUESTION_ROWS.reduce((n, k) => n + sum(g.questions[k]), 0);
  const silent = QUESTION_ROWS.reduce((n, k) => n + g.questions[k].silent, 0);
  const review = QUESTION_ROWS.reduce((n, k) => n + g.questions[k].review, 0);
  const needed = g.questions.double.review + g.questions.ambiguous.review;
  console.log(
    `样张：${r.corpus.sheets} 张（本产品打印的个性化与空白答题卡，每卡 ${r.corpus.pagesPerCard} 页），${bubbles} 个选项填涂点，${questions} 道客观题；生成 ${r.corpus.generationSeconds.toFixed(0)} s`,
  );
  console.log('填涂点混淆矩阵（行：学生所做；列：识别结果）');
  console.log(row(['', ...BUBBLE_COLS.map((c) => READ[c])], [10, 10, 10, 10]));
  for (const k of BUBBLE_ROWS)
    console.log(row([MARK[k], ...BUBBLE_COLS.map((c) => g.bubbles[k][c])], [10, 12, 12, 12]));
  console.log('客观题结果（行：学生所做；列：结果）');
  console.log(row(['', ...OUTCOMES.map((c) => OUT[c])], [22, 8, 8, 10]));
  for (const k of QUESTION_ROWS)
    console.log(row([KIND[k], ...OUTCOMES.map((c) => g.questions[k][c])], [22, 10, 10, 12]));
  console.log(
    `静默错误率（读错且未送复核）：${silent} / ${questions} = ${pct(silent, questions)}（目标 0）`,
  );
  console.log(
    `复核率：${review} / ${questions} = ${pct(review, questions)}（目标 ≤ 1%）：${review <= questions / 100 ? '达标' : '未达标'}；其中多涂与勾叉（必须复核）${needed}，其余（本可自动读出）${review - needed} = ${pct(review - needed, questions)}`,
  );
  console.log(
    `无错误的答卷：${g.sheetsNoError} / ${g.sheets} = ${pct(g.sheetsNoError, g.sheets)}；全自动且全对（无复核、无异常）：${pct(g.sheetsAutomatic, g.sheets)}`,
  );
  console.log(`页码识别：${g.placed} / ${g.sheets} = ${pct(g.placed, g.sheets)}`);
  for (const via of ['qr', 'bubbles'] as const) {
    const s = g.studentRight[via];
    console.log(
      `学生识别（${via === 'qr' ? '个性化二维码' : '考号填涂'}）：${s.right} / ${s.total} = ${pct(s.right, s.total)}，认错 ${s.wrong}`,
    );
  }
  console.log(
    `仍待处理的异常：${
      Object.entries(g.problems)
        .map(([k, n]) => `${k} ${n}`)
        .join('，') || '无'
    }`,
  );
  console.log('按扫描条件：');
  for (const [fault, f] of Object.entries(g.byFault))
    console.log(
      `  ${fault}：${f.sheets} 张，页码 ${f.placed}/${f.sheets}，复核 ${pct(f.review, f.questions)}，静默错误 ${f.silent}`,
    );
  for (const e of g.silentExamples) console.log(`  静默错误：${e}`);
  console.log(
    `准确率批次吞吐：${r.corpus.sheets} 页 ${r.accuracyRun.seconds.toFixed(1)} s，${r.accuracyRun.pagesPerSecond.toFixed(1)} 页/秒（混合分辨率与格式）`,
  );
  const s = r.speed;
  const verdict = s.pagesPerSecond >= 20 ? '达标' : '未达标';
  console.log(
    `吞吐：${s.pages} 页 300 dpi A4 JPEG（平均 ${s.meanFileMb.toFixed(2)} MB），从上传字节到结果入库 ${s.seconds.toFixed(1)} s = ${s.pagesPerSecond.toFixed(1)} 页/秒（目标 ≥ 20）：${verdict}；已识别 ${s.recognised}，失败 ${s.failed}`,
  );
  console.log(
    `网阅答卷图：每页主观题区域的原分辨率裁切与墨迹测量在 ${s.cropsSeconds.toFixed(1)} s 时全部完成（以下 CPU 含裁切）`,
  );
  console.log(
    `CPU：进程（主线程与全部工作线程）每页 ${s.cpuMsPerPage.toFixed(1)} ms，${r.machine.cores} 核满载时可达 ${s.cpuBoundPagesPerSecond.toFixed(1)} 页/秒；其中${Object.entries(
      s.threads,
    )
      .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
      .join('，')}；主线程事件循环忙碌 ${(100 * s.mainThreadBusy).toFixed(0)}%`,
  );
  const samples = Object.entries(s.rssAtMb).map(
    ([n, mb]) =>
      `${n} 页 ${mb.toFixed(0)} MB（主线程 JS 堆与外部内存 ${s.heapAtMb[Number(n)]?.toFixed(0)} MB）`,
  );
  console.log(
    [
      `内存：开始 ${s.rssBeforeMb.toFixed(0)} MB，${s.pages} 页批次中峰值 ${s.peakRssMb.toFixed(0)} MB（进程含全部工作线程）`,
      ...(samples.length ? [`上传到第 ${samples.join('，')}`] : []),
      `裁切完成后 ${s.afterMb.rss.toFixed(0)} MB（主线程 ${s.afterMb.heap.toFixed(0)} MB）`,
    ].join('；'),
  );
  console.log(
    `负载：开始 ${r.machine.loadBefore.map((l) => l.toFixed(1)).join(' / ')}，结束 ${s.loadAfter.map((l) => l.toFixed(1)).join(' / ')}（${r.machine.cores} 核；高于核数时吞吐偏低）`,
  );
}
