/**
 * `npm run bench:scale` (issue 16): 2 API processes (`npm run serve`) and 1, 2, then 3 worker
 * processes (`npm run worker`, one recognition thread each) on PostgreSQL, Redis and a local
 * S3-protocol server (s3rver, every process's blobs in its bucket) recognise
 * SCALE_PAGES printed-card pages (default 3000) uploaded through both API processes; API B is
 * restarted during the upload and, with 2 or more workers, one worker is SIGKILLed midway. Prints
 * pages/s in all and per worker, CPU seconds per page, and the exactly-once check of each round.
 */
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { newId } from '../src/server/lib/ids';
import { classId } from '../src/server/modules/print/print.fixture';
import { seedPrintedPaper } from '../src/server/modules/scan/testing/scan.fixture';
import { prepareScanSheets } from '../src/server/modules/scan/testing/scan-sheets';
import type { BlobStore } from '../src/server/storage/blob-store';
import { createBlobStore } from '../src/server/storage/blobs';
import { startLocalS3 } from '../src/server/testing/s3-server';
import { buildTestApp, type TestApp } from '../src/server/testing/test-app';
import {
  createBatchOn,
  loginTo,
  startApi,
  startWorker,
  uniqueJpeg,
  uploadTo,
  type ClusterEnv,
  type ClusterProcess,
} from '../tests/support/cluster';

const PAGES = Number(process.env.SCALE_PAGES ?? 3000);
const WORKERS = [1, 2, 3];

/** CPU seconds a process has used (user + system, from /proc). */
const cpuSeconds = async (pid: number | undefined): Promise<number> => {
  if (!pid) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
};

const counts = async (t: TestApp, batchId: string, bucket?: BlobStore) => {
  const rows = await t.ctx.db
    .selectFrom('scanPages')
    .innerJoin('scanFiles', 'scanFiles.id', 'scanPages.fileId')
    .select(['fileId', 'scanPages.status', 'attempts', 'scanFiles.blobKey'])
    .where('scanPages.batchId', '=', batchId)
    .execute();
  let inBucket = 0;
  if (bucket) for (const r of rows) if (await bucket.has(r.blobKey)) inBucket++;
  return {
    inBucket,
    rows: rows.length,
    files: new Set(rows.map((r) => r.fileId)).size,
    settled: rows.filter((r) => r.status === 'done' || r.status === 'failed').length,
    done: rows.filter((r) => r.status === 'done').length,
    twice: rows.filter((r) => r.attempts > 1).length,
  };
};

/** One round: upload through both APIs (B restarted halfway), then `k` workers recognise. */
async function round(
  t: TestApp,
  env: ClusterEnv,
  apis: ClusterProcess[],
  token: string,
  batchId: string,
  files: Uint8Array[],
  k: number,
  bucket: BlobStore,
): Promise<void> {
  const upStart = performance.now();
  for (let i = 0; i < files.length; i += 10) {
    if (i === Math.floor(files.length / 20) * 10) {
      // API B restarted on its port mid-upload: the uploads keep going through A meanwhile.
      const port = Number(new URL(apis[1]!.baseUrl).port);
      await apis[1]!.stop();
      apis[1] = await startApi(env, port);
    }
    const api = apis[(i / 10) % 2]!;
    const chunk = files.slice(i, i + 10).map((bytes, j) => ({ name: `${i + j}.jpg`, bytes }));
    await uploadTo(api, token, batchId, chunk);
  }
  const upSeconds = (performance.now() - upStart) / 1000;
  const apiCpu0 = await Promise.all(apis.map((a) => cpuSeconds(a.child.pid)));
  const started = await Promise.allSettled(Array.from({ length: k }, () => startWorker(env, 1)));
  const workers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    await recognise(t, env, apis, batchId, files, k, bucket, workers, upSeconds, apiCpu0);
  } finally {
    await Promise.all(workers.map((w) => w.kill()));
  }
}

/** The recognition part of a round, with its `k` workers running. */
async function recognise(
  t: TestApp,
  env: ClusterEnv,
  apis: ClusterProcess[],
  batchId: string,
  files: Uint8Array[],
  k: number,
  bucket: BlobStore,
  workers: ClusterProcess[],
  upSeconds: number,
  apiCpu0: number[],
): Promise<void> {
  const cpu0 = await Promise.all(workers.map((w) => cpuSeconds(w.child.pid)));
  const start = performance.now();
  let killedAt: number | null = null;
  let killSeconds = 0;
  let killedCpu = 0;
  for (;;) {
    const c = await counts(t, batchId);
    if (c.settled >= files.length) break;
    if (k >= 2 && killedAt === null && c.settled >= files.length / 2) {
      killedCpu = (await cpuSeconds(workers[0]!.child.pid)) - (cpu0[0] ?? 0);
      await workers[0]!.kill();
      killedAt = c.settled;
      killSeconds = (performance.now() - start) / 1000;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = await Promise.all(
    workers.map(async (w, i) => (await cpuSeconds(w.child.pid)) - (cpu0[i] ?? 0)),
  );
  const apiCpu = (await Promise.all(apis.map((a) => cpuSeconds(a.child.pid)))).map(
    (c, i) => c - (apiCpu0[i] ?? 0),
  );
  await Promise.all(workers.map((w) => w.stop()));
  const c = await counts(t, batchId, bucket);
  const local = await access(join(env.dataDir, 'blobs')).then(
    () => true,
    () => false,
  );
  const workerCpu = cpu.slice(killedAt === null ? 0 : 1).reduce((a, b) => a + b, 0) + killedCpu;
  // Throughput with all k workers running: up to the kill when there is one.
  const rate = killedAt === null ? files.length / seconds : killedAt / killSeconds;
  console.log(
    `${k} 个识别进程：${files.length} 页 ${seconds.toFixed(1)} s` +
      (killedAt === null ? '，' : `（含被杀进程的页等待锁期 ${env.lockMs} ms 后重做），`) +
      `${k} 个进程同时在跑时合计 ${rate.toFixed(1)} 页/秒，` +
      `每进程 ${(rate / k).toFixed(1)} 页/秒；识别进程 CPU ${((workerCpu / files.length) * 1000).toFixed(0)} ms/页，` +
      `API 进程 CPU ${((((apiCpu[0] ?? 0) + (apiCpu[1] ?? 0)) / files.length) * 1000).toFixed(1)} ms/页；` +
      `上传 ${upSeconds.toFixed(1)} s（其间 API B 重启）`,
  );
  console.log(
    `  恰好一次：页行 ${c.rows}/${files.length}，不同文件 ${c.files}，已识别 ${c.done}，` +
      `失败 ${c.settled - c.done}，被取两次 ${c.twice}，原件在存储桶 ${c.inBucket}` +
      (local ? '，DATA_DIR 下有 blobs！' : '，DATA_DIR 下无 blobs') +
      (killedAt === null ? '' : `（第 ${killedAt} 页时 SIGKILL 一个识别进程）`) +
      (c.rows === files.length &&
      c.files === files.length &&
      c.settled === files.length &&
      c.inBucket === files.length &&
      !local
        ? ' —— 无丢失、无重复'
        : ' —— 不符！'),
  );
}

export default async function scaleBench(): Promise<void> {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const made = await prepareScanSheets(['s1', 's1again', 's2upsideDown', 's6absent']);
  const sources = Object.values(made.sheets).map((s) => s.bytes);
  // Only the database: this in-process app serves nothing (login and batches go through API A).
  const t = await buildTestApp('postgres');
  const s3 = await startLocalS3('zuoye-bench');
  const bucket = createBlobStore(loadConfig(s3.env).store);
  const env: ClusterEnv = {
    databaseUrl: process.env.TEST_DATABASE_URL,
    schema: t.schema ?? '',
    redisUrl,
    prefix: `bench${newId()}`,
    dataDir: await mkdtemp(join(tmpdir(), 'bench-scale-')),
    lockMs: 5000,
    extra: s3.env,
  };
  const apis = [await startApi(env), await startApi(env)];
  try {
    const token = await loginTo(apis[0]!);
    await seedPrintedPaper(t, made.printed);
    const klass = await classId(t, '初二(1)班');
    console.log(
      `每轮 ${PAGES} 页（本产品打印的答题卡 200 dpi JPEG，${sources.length} 种样张各加注释段使字节不同），` +
        `2 个 API 进程，PostgreSQL + Redis + 本地 S3 协议服务（s3rver，文件全部存入存储桶），` +
        `每个识别进程 1 个识别线程；开始时负载 ${loadavg()[0]?.toFixed(1)}`,
    );
    for (const k of WORKERS) {
      const batchId = await createBatchOn(apis[0]!, token, made.printed.doc.id, [klass]);
      const files = Array.from({ length: PAGES }, (_, i) =>
        uniqueJpeg(sources[i % sources.length]!, k * 1_000_000 + i),
      );
      await round(t, env, apis, token, batchId, files, k, bucket);
      console.log(`  结束时负载 ${loadavg()[0]?.toFixed(1)}`);
    }
  } finally {
    await Promise.all(apis.map((a) => a.stop()));
    await t.close();
    await s3.close();
    await rm(env.dataDir, { recursive: true, force: true });
  }
}
