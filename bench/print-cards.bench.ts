/**
 * Card and label figures of the print bench (called from bench/print.bench.ts): a personalised
 * class set of 50 A3 cards (target ≤ 1 s warm), 1000 students' barcode labels (≤ 1.5 s), and a
 * grade's personalised cards rendered in chunks as the server's job does (peak memory ≤ 600 MB).
 */
import { buildPaper, LABEL_SHEETS, layoutCard } from '../src/layout';
import { renderCardSetPdf, renderLabelsPdf, type PrintStudent } from '../src/print';

const NAMES = ['司马镕堃', '欧阳喆', '张三丰', '李四', '王小明', '赵敏', '钱多多', '孙悟空'];

/** Students of a grade: `classes` classes of `perClass`, 考号 of 8 digits. */
const buildStudents = (classes: number, perClass: number): PrintStudent[] =>
  Array.from({ length: classes * perClass }, (_, i) => {
    const cls = Math.floor(i / perClass) + 1;
    const seat = (i % perClass) + 1;
    return {
      name: NAMES[i % NAMES.length]!,
      className: `初二(${cls})班`,
      examNo: `2025${String(cls).padStart(2, '0')}${String(seat).padStart(2, '0')}`,
    };
  });

/** Wall times (ms) of `runs` renders after `warmups`, sorted, and CPU ms per render. */
async function timings(runs: number, warmups: number, work: () => Promise<unknown>) {
  for (let i = 0; i < warmups; i++) await work();
  const ms: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    ms.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  ms.sort((a, b) => a - b);
  return { ms, median: ms[Math.floor(ms.length / 2)]!, cpu: (cpu.user + cpu.system) / 1000 / runs };
}

const line = (label: string, t: Awaited<ReturnType<typeof timings>>, target: number): string =>
  `${label}：中位数 ${t.median.toFixed(0)} ms（最快 ${t.ms[0]!.toFixed(0)}，最慢 ${t.ms.at(-1)!.toFixed(0)}，` +
  `${t.ms.length} 次；CPU ${t.cpu.toFixed(0)} ms/次）目标 ≤ ${target} ms：${t.median <= target ? '达标' : '未达标'}`;

const must = <T>(r: { ok: true; bytes: T } | { ok: false; reason: string }): T => {
  if (!r.ok) throw new Error(r.reason);
  return r.bytes;
};

/** Prints the card and label figures. */
export default async function printCardsBench(): Promise<void> {
  const a3 = layoutCard(buildPaper({ settings: { size: 'A3' } }));
  const cls = buildStudents(1, 50);
  const set = await timings(9, 2, async () => must(await renderCardSetPdf(a3, cls)));
  const bytes = must(await renderCardSetPdf(a3, cls));
  console.log(
    line(`个性化答题卡 一个班 50 份 A3（每份 ${a3.pages.length} 页）热渲染`, set, 1000) +
      `，${(bytes.length / 1024).toFixed(0)} KB`,
  );

  const thousand = buildStudents(20, 50);
  const sheet = LABEL_SHEETS['a4-3x8'];
  const labels = await timings(5, 1, async () =>
    must(await renderLabelsPdf(sheet, thousand, { content: 'barcode' })),
  );
  console.log(line('条形码标签 1000 名学生（A4 3×8，42 页）热渲染', labels, 1500));
  const qr = await timings(3, 1, async () =>
    must(await renderLabelsPdf(sheet, thousand, { content: 'qr' })),
  );
  console.log(`二维码标签 1000 名学生 热渲染：中位数 ${qr.median.toFixed(0)} ms（参考，无目标）`);

  const grade = buildStudents(12, 50);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const gradeBytes = must(
    await renderCardSetPdf(a3, grade, {
      chunkSize: 20,
      signal: new AbortController().signal,
      onProgress: () => (peak = Math.max(peak, process.memoryUsage().rss)),
    }),
  );
  const gradeMs = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = peak / 1024 / 1024;
  console.log(
    `整个年级个性化答题卡 600 份 A3（分批 20 份，可取消）：${(gradeMs / 1000).toFixed(1)} s，` +
      `${(gradeBytes.length / 1024 / 1024).toFixed(1)} MB；进程内存峰值 ${mb.toFixed(0)} MB，` +
      `目标 ≤ 600 MB：${mb <= 600 ? '达标' : '未达标'}`,
  );
}
