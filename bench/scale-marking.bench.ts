/**
 * `npm run bench:scale-marking` (issue 16): SCALE_MARKERS simulated markers (default 200) spread
 * over 2 API processes (`npm run serve`) on PostgreSQL and Redis mark the 3 classes of 初二 under
 * 双评 over HTTP (next, then submit, until nothing is left). Prints scores per second, next and
 * submit latencies, the API processes' CPU per score, and the check that no 评次 was handed out
 * twice and none was lost.
 */
import { loadavg } from 'node:os';
import { runMarkingCluster } from '../tests/support/marking-cluster';

const MARKERS = Number(process.env.SCALE_MARKERS ?? 200);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(0)} ms，p99 ${pct(xs, 99).toFixed(0)} ms（${xs.length} 次）`;

export default async function bench(): Promise<void> {
  // The benchmark's database is made as the tests make theirs (a schema of its own).
  const databaseUrl = (process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test');
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const r = await runMarkingCluster({ databaseUrl, redisUrl, markers: MARKERS, classes: 3 });
  const cpu = r.apiCpu.reduce((a, b) => a + b, 0);
  console.log(
    `阅卷（PostgreSQL，2 个 API 进程）：${r.markers} 名阅卷老师，${r.items} 份答卷（双评），` +
      `${r.scores} 次给分用时 ${r.seconds.toFixed(1)} s，${(r.scores / r.seconds).toFixed(1)} 次/秒；` +
      `各 API 进程 ${r.perApi.join(' / ')} 次`,
  );
  console.log(`  取卷 ${fmt(r.nextMs)}；提交 ${fmt(r.submitMs)}`);
  console.log(
    `  API 进程 CPU ${r.apiCpu.map((c) => c.toFixed(1)).join(' + ')} s，每次给分（取卷 + 提交）${((cpu / r.scores) * 1000).toFixed(1)} ms CPU，` +
      `即每核约 ${(r.scores / cpu).toFixed(0)} 次给分/秒`,
  );
  const ok =
    r.twice.length === 0 &&
    r.unfinishedItems === 0 &&
    r.leftTasks === 0 &&
    r.unaccounted === 0 &&
    r.sameMarker === 0;
  console.log(
    `  检查：重复发放或重复计分 ${r.twice.length}，未完成答卷 ${r.unfinishedItems}，遗留评次 ${r.leftTasks}，` +
      `无人提交却已完成 ${r.unaccounted}，同一老师评同一份两次 ${r.sameMarker} —— ${ok ? '通过' : '未通过'}`,
  );
  console.log(
    `  负载 ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (!ok) process.exitCode = 1;
}
