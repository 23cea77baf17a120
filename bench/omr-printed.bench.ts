/**
 * OMR bench on the product's own printed cards, through the server as it runs (API upload →
 * durable blob store → database queue → worker pool → stored results):
 * 1. accuracy: ≥ 200 sheets, ≥ 10,000 bubbles, every mark and fault of the corpus; confusion matrix,
 *    silent errors, review rate, sheets without error, identification;
 * 2. speed: 1000 pages of 300 dpi A4 JPEGs from upload bytes to stored results, peak memory.
 * Prints every figure and writes bench/.out/omr-report.json.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import type { TestApp } from '../src/server/testing/test-app';
import { call } from '../src/server/testing/test-requests';
import { classId } from '../src/server/modules/print/print.fixture';
import {
  buildScanPaper,
  createScanBatch,
  printedLayout,
  printThroughApi,
  uploadScans,
  waitForBatch,
} from '../src/server/modules/scan/testing/scan.fixture';
import { buildCorpus, type CorpusSheet } from './omr-bench-corpus';
import { grade, type PageRow } from './omr-bench-grade';
import { printReport } from './omr-bench-report';
import { startBenchServer } from './omr-bench-server';
import { perPage, threadCpu } from './omr-bench-threads';

const OUT = new URL('./.out/', import.meta.url).pathname;
/** OMR_BENCH_SIZE=small: one class, a few blank cards, 100 pages of speed (a quick look, not the figures). */
const SMALL = process.env.OMR_BENCH_SIZE === 'small';
const ALL_CLASSES = ['初二(1)班', '初二(2)班', '初二(3)班', '初三(1)班', '初三(2)班', '初三(3)班'];
const PERSONAL_CLASSES = ALL_CLASSES.slice(0, SMALL ? 1 : ALL_CLASSES.length);
const BLANK_CLASS = '初一(1)班';
const BLANKS = SMALL ? 6 : 30;
const SPEED_PAGES = SMALL ? 100 : 1000;
const CHUNK = 10;

const examNosOf = async (t: TestApp, names: string[]) => {
  const rows = await t.ctx.db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.classId')
    .select(['students.examNo', 'classes.name', 'classes.sort'])
    .where('classes.name', 'in', names)
    .orderBy('classes.sort')
    .orderBy('classes.name')
    .orderBy('students.examNo')
    .execute();
  return rows.map((r) => r.examNo);
};

/** Uploads files in requests of CHUNK (as the browser does) and waits until every page is stored. */
async function scanThrough(
  t: TestApp,
  token: string,
  batchId: string,
  files: () => AsyncIterable<{ name: string; bytes: Uint8Array }>,
  onChunk?: (uploaded: number) => void,
) {
  let chunk: { name: string; bytes: Uint8Array }[] = [];
  let n = 0;
  for await (const f of files()) {
    chunk.push(f);
    if (chunk.length === CHUNK) {
      await uploadScans(t, token, batchId, chunk);
      [n, chunk] = [n + chunk.length, []];
      onChunk?.(n);
    }
  }
  if (chunk.length) await uploadScans(t, token, batchId, chunk);
  return waitForBatch(t, token, batchId, 30 * 60_000);
}

const storedRows = async (t: TestApp, batchId: string): Promise<PageRow[]> => {
  const rows = await t.ctx.db
    .selectFrom('scanPages')
    .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
    .select([
      'scanFiles.name as fileName',
      'scanPages.id',
      'scanPages.status',
      'scanPages.examNo',
      'scanPages.pageNo',
      'scanPages.result',
      'scanPages.objective',
    ])
    .where('scanPages.batchId', '=', batchId)
    .execute();
  const problems = await t.ctx.db
    .selectFrom('scanProblems')
    .select(['pageId', 'kind'])
    .where('batchId', '=', batchId)
    .where('status', '=', 'open')
    .execute();
  return rows.map((r) => ({
    ...r,
    problems: problems.filter((p) => p.pageId === r.id).map((p) => p.kind),
  }));
};

/** A JPEG made unique (a comment segment after SOI): the same picture, different bytes. */
const uniqueJpeg = (bytes: Buffer, n: number): Uint8Array => {
  const text = Buffer.from(`copy ${n}`);
  const com = Buffer.from([0xff, 0xfe, 0, text.length + 2]);
  return Buffer.concat([bytes.subarray(0, 2), com, text, bytes.subarray(2)]);
};

/** Samples the process's memory (every worker thread included) while work runs. */
const memoryWatch = () => {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  return { stop: () => (clearInterval(timer), peak) };
};

const mb = (bytes: number) => bytes / 1024 / 1024;

/** The process's resident memory and the main thread's JS heap plus external memory (Buffers), MB. */
const memoryNow = () => {
  const m = process.memoryUsage();
  return { rss: mb(m.rss), heap: mb(m.heapUsed + m.external) };
};

/** The same once work has stopped (after a collection when one can be asked). */
const settledMemory = async () => {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((r) => setTimeout(r, 500));
  return memoryNow();
};

/** Runs the printed-card OMR figures and prints them. */
export default async function omrPrintedBench(): Promise<void> {
  const loadBefore = loadavg();
  const t = await startBenchServer();
  const dir = join(OUT, 'omr-corpus');
  try {
    const token = await t.login();
    const paper = await buildScanPaper(
      t,
      { counts: { single: 25, multi: 5, judge: 10, solve: 1 } },
      31,
    );
    const classes = await Promise.all([...PERSONAL_CLASSES, BLANK_CLASS].map((n) => classId(t, n)));
    const genStart = performance.now();
    const setPdf = await printThroughApi(t, token, '/api/teacher/print/card/students', {
      paperId: paper.id,
      classIds: classes.slice(0, -1),
    });
    const blankPdf = await printThroughApi(t, token, '/api/teacher/print/card', {
      paperId: paper.id,
    });
    const layout = await printedLayout(t, paper.id);
    const corpus = await buildCorpus(
      dir,
      layout,
      { pdf: setPdf, examNos: await examNosOf(t, PERSONAL_CLASSES) },
      { pdf: blankPdf, examNos: (await examNosOf(t, [BLANK_CLASS])).slice(0, BLANKS) },
      (done, total) => done % 30 === 0 && console.log(`  样张 ${done}/${total}`),
    );
    const genSeconds = (performance.now() - genStart) / 1000;

    const batch = await createScanBatch(t, token, paper.id, classes);
    const a0 = performance.now();
    await scanThrough(t, token, batch.id, async function* () {
      for (const s of corpus) yield { name: s.name, bytes: await readFile(s.path) };
    });
    const accuracySeconds = (performance.now() - a0) / 1000;
    const grades = grade(corpus, await storedRows(t, batch.id));

    await call(t, token, 'DELETE', `/api/teacher/scan/batches/${batch.id}`, { confirm: true });
    const speed = await speedRun(
      t,
      token,
      paper.id,
      classes,
      corpus.filter((s) => s.plain300),
    );
    const report = {
      machine: {
        cpu: cpus()[0]?.model.trim(),
        cores: cpus().length,
        node: process.version,
        loadBefore,
      },
      corpus: {
        sheets: corpus.length,
        generationSeconds: genSeconds,
        pagesPerCard: layout.pages.length,
      },
      accuracyRun: { seconds: accuracySeconds, pagesPerSecond: corpus.length / accuracySeconds },
      grades,
      speed,
    };
    printReport(report);
    await mkdir(OUT, { recursive: true });
    await writeFile(join(OUT, 'omr-report.json'), JSON.stringify(report, null, 2));
  } finally {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Waits until the answer crops (for marking) of every page of the batch are cut. */
async function cropsDone(t: TestApp, batchId: string): Promise<void> {
  for (let i = 0; i < 6000; i++) {
    const left = await t.ctx.db
      .selectFrom('markingPageCrops')
      .innerJoin('scanPages', 'scanPages.id', 'markingPageCrops.pageId')
      .select('markingPageCrops.pageId')
      .where('scanPages.batchId', '=', batchId)
      .where('markingPageCrops.status', 'in', ['pending', 'processing'])
      .limit(1)
      .executeTakeFirst();
    if (!left) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** 1000 pages of 300 dpi A4 JPEGs through upload → store → queue → workers → results. */
async function speedRun(
  t: TestApp,
  token: string,
  paperId: string,
  classes: string[],
  plain: CorpusSheet[],
) {
  const batch = await createScanBatch(t, token, paperId, classes);
  const files = await Promise.all(plain.map((s) => readFile(s.path)));
  const meanMb = mb(files.reduce((n, b) => n + b.length, 0) / files.length);
  const memory = memoryWatch();
  const rssBefore = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const threads0 = threadCpu();
  const elu0 = performance.eventLoopUtilization();
  const s0 = performance.now();
  const rssAt: Record<number, number> = {};
  const heapAt: Record<number, number> = {};
  const sample = (n: number) => {
    if (n % 250 !== 0) return;
    ({ rss: rssAt[n], heap: heapAt[n] } = memoryNow());
  };
  const done = await scanThrough(
    t,
    token,
    batch.id,
    async function* () {
      for (let i = 0; i < SPEED_PAGES; i++)
        yield {
          name: `s${String(i).padStart(4, '0')}.jpg`,
          bytes: uniqueJpeg(files[i % files.length]!, i),
        };
    },
    sample,
  );
  const seconds = (performance.now() - s0) / 1000;
  await cropsDone(t, batch.id);
  const cropsSeconds = (performance.now() - s0) / 1000;
  const peak = memory.stop();
  const cpu = process.cpuUsage(cpu0);
  const threads = perPage(threads0, threadCpu(), SPEED_PAGES);
  const cpuMsPerPage = (cpu.user + cpu.system) / 1000 / SPEED_PAGES;
  const mainThreadBusy = performance.eventLoopUtilization(elu0).utilization;
  return {
    pages: SPEED_PAGES,
    meanFileMb: meanMb,
    seconds,
    pagesPerSecond: SPEED_PAGES / seconds,
    cropsSeconds,
    cpuMsPerPage,
    threads,
    /** What the CPU time allows on this machine's cores when nothing else runs. */
    cpuBoundPagesPerSecond: (cpus().length * 1000) / cpuMsPerPage,
    mainThreadBusy,
    recognised: done.counts.recognised,
    failed: done.counts.failed,
    rssBeforeMb: mb(rssBefore),
    peakRssMb: mb(peak),
    /** Resident memory after every 250 pages uploaded. */
    rssAtMb: rssAt,
    /** The main thread's JS heap and external memory (Buffers) at the same moments. */
    heapAtMb: heapAt,
    /** The same once the batch's crops are cut (after a collection when --expose-gc is given). */
    afterMb: await settledMemory(),
    loadAfter: loadavg(),
  };
}
