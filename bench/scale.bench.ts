/**
 * `npm run bench:scale` (issue 16): 2 API processes (`npm run serve`) and 1, 2, then 3 worker
 * processes (`npm run worker`, one recognition thread each) on PostgreSQL and Redis recognise
 * SCALE_PAGES printed-card pages (default 3000) uploaded through both API processes; API B is
 * restarted during the upload and, with 2 or more workers, one worker is SIGKILLed midway. Prints
 * pages/s in all and per worker, CPU seconds per page, and the exactly-once check of each round.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId } from '../src/server/lib/ids';
import { classId } from '../src/server/modules/print/print.fixture';
import { createScanBatch, seedPrintedPaper } from '../src/server/modules/scan/testing/scan.fixture';
import { prepareScanSheets } from '../src/server/modules/scan/testing/scan-sheets';
import { buildTestApp, type TestApp } from '../src/server/testing/test-app';
import {
  startApi,
  startWorker,
  uploadTo,
  type ClusterEnv,
  type ClusterProcess,
} from '../tests/support/cluster';

const PAGES = Number(process.env.SCALE_PAGES ?? 3000);
const WORKERS = [1, 2, 3];

/** A JPEG made unique (a comment segment after SOI): the same picture, different bytes. */
const uniqueJpeg = (bytes: Buffer, n: number): Uint8Array => {
  const text = Buffer.from(`copy ${n}`);
  const com = Buffer.from([0xff, 0xfe, 0, text.length + 2]);
  return Buffer.concat([bytes.subarray(0, 2), com, text, bytes.subarray(2)]);
};

/** CPU seconds a process has used (user + system, from /proc). */
const cpuSeconds = async (pid: number | undefined): Promise<number> => {
  if (!pid) return 0;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
};

const counts = async (t: TestApp, batchId: string) => {
  const rows = await t.ctx.db
    .selectFrom('scanPages')
    .select(['fileId', 'status', 'attempts'])
    .where('batchId', '=', batchId)
    .execute();
  return {
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
  const workers = await Promise.all(Array.from({ length: k }, () => startWorker(env, 1)));
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
  const c = await counts(t, batchId);
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
      `失败 ${c.settled - c.done}，被取两次 ${c.twice}` +
      (killedAt === null ? '' : `（第 ${killedAt} 页时 SIGKILL 一个识别进程）`) +
      (c.rows === files.length && c.files === files.length && c.settled === files.length
        ? ' —— 无丢失、无重复'
        : ' —— 不符！'),
  );
}

export default async function scaleBench(): Promise<void> {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const made = await prepareScanSheets(['s1', 's1again', 's2upsideDown', 's6absent']);
  const sources = Object.values(made.sheets).map((s) => s.bytes);
  const t = await buildTestApp('postgres');
  t.clock.now = Date.now();
  const env: ClusterEnv = {
    databaseUrl: process.env.TEST_DATABASE_URL,
    schema: t.schema ?? '',
    redisUrl,
    prefix: `bench${newId()}`,
    dataDir: await mkdtemp(join(tmpdir(), 'bench-scale-')),
    lockMs: 5000,
  };
  const apis = [await startApi(env), await startApi(env)];
  try {
    const token = await t.login();
    await seedPrintedPaper(t, made.printed);
    const klass = await classId(t, '初二(1)班');
    console.log(
      `每轮 ${PAGES} 页（本产品打印的答题卡 200 dpi JPEG，${sources.length} 种样张各加注释段使字节不同），` +
        `2 个 API 进程，PostgreSQL + Redis，每个识别进程 1 个识别线程；开始时负载 ${loadavg()[0]?.toFixed(1)}`,
    );
    for (const k of WORKERS) {
      const batch = await createScanBatch(t, token, made.printed.doc.id, [klass]);
      const files = Array.from({ length: PAGES }, (_, i) =>
        uniqueJpeg(sources[i % sources.length]!, k * 1_000_000 + i),
      );
      await round(t, env, apis, token, batch.id, files, k);
    }
  } finally {
    await Promise.all(apis.map((a) => a.stop()));
    await t.close();
    await rm(env.dataDir, { recursive: true, force: true });
  }
}
