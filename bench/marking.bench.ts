/**
 * `npm run bench:marking`: 600 scanned cards, 6 subjective blocks (3,600 items, half under 双评),
 * 50 markers marking at once over HTTP against the product's server (its own process, SQLite file,
 * as npm start runs it). Prints next/submit/crop latencies, scores per second, the share marked
 * through 空白 confirmation and answer groups, and checks that no item is lost or marked twice.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from '../src/server/db/sqlite-driver';
import { freePort } from '../tests/support/product';
import {
  paced,
  saturate,
  warmUp,
  httpClient,
  type LoadMarker,
  type Measured,
} from './marking-load';
import { prepare, sqliteOf, type Prepared } from './marking-prep';

const ROOT = resolve(import.meta.dirname, '..');
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};
const fmt = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(1)} ms，p99 ${pct(xs, 99).toFixed(1)} ms（${xs.length} 次）`;

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/oauth/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('homework-web:homework-web-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password: 'bench123' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

export default async function bench(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'marking-bench-'));
  const t0 = Date.now();
  const prep: Prepared = await prepare(dataDir);
  console.log(
    `准备：${prep.items} 份待评答卷（600 名学生 × 6 个题块），裁切图来自 10 张 300 dpi 扫描卡（本产品识别并裁切，平均每页 ${prep.cropMsPerPage.toFixed(0)} ms），用时 ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server process there.
  const prof = process.env.BENCH_CPU_PROF;
  const nodeArgs = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.status === 200) break;
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const tokens = await Promise.all(prep.markers.map((m) => login(base, m.username)));
    const client = httpClient(base);
    const call = client.call;
    const key = () => `b${Math.random().toString(36).slice(2, 14)}`;
    const report = (
      m: Measured & { seconds: number },
      serverCpu: number,
      clientCpu: NodeJS.CpuUsage,
      rate: string,
    ) => {
      const per = serverCpu / Math.max(1, m.scored);
      const client = (clientCpu.user + clientCpu.system) / 1000 / Math.max(1, m.scored);
      console.log(
        `  ${m.scored} 次提交用时 ${m.seconds.toFixed(1)} s，${rate}；拒绝 ${m.refused} 次`,
      );
      console.log(
        `  服务器进程 CPU：${(serverCpu / 1000).toFixed(1)} s，每份（领取 + 取图 + 提交）${per.toFixed(2)} ms，即单核每秒约 ${(1000 / per).toFixed(0)} 份；测评进程（50 位老师的 HTTP 客户端，同在本机）每份 ${client.toFixed(2)} ms`,
      );
      console.log(`  领取下一份：${fmt(m.next)}（目标 p99 ≤ 50 ms）`);
      console.log(`  提交评分：${fmt(m.submit)}（目标 p99 ≤ 50 ms）`);
      console.log(`  答卷裁切图（300 dpi 原分辨率 JPEG）：${fmt(m.crop)}（目标 p99 ≤ 80 ms）`);
    };

    // Bulk first, as markers would: one marker per block confirms the blanks after listing them,
    // another scores each answer group after seeing it.
    let viaBlank = 0;
    let viaGroup = 0;
    const bulkStart = Date.now();
    await Promise.all(
      prep.blocks.map(async (b, i) => {
        const mine = prep.markers
          .map((m, j) => ({ ...m, token: tokens[j]! }))
          .filter((m) => m.block === i);
        const blanks = (await call(mine[0]!.token, 'GET', `/teacher/marking/blocks/${b.id}/blanks`))
          .body.data as { itemId: string }[];
        if (blanks.length) {
          // Awaited first, then added: `x += await …` would add to a stale x across blocks.
          const confirmed = (
            await call(mine[0]!.token, 'POST', `/teacher/marking/blocks/${b.id}/blanks/confirm`, {
              itemIds: blanks.map((x) => x.itemId),
              submitKey: key(),
            })
          ).body.data as { scored: number };
          viaBlank += confirmed.scored;
        }
        for (const m of mine.slice(1, b.mode === 'double' ? 3 : 2)) {
          const groups = (await call(m.token, 'GET', `/teacher/marking/blocks/${b.id}/groups`)).body
            .data as { items: { itemId: string }[] }[];
          for (const g of groups.slice(0, 3)) {
            const fields = Math.max(1, Math.round(b.full / 12));
            const scores = Array.from({ length: fields }, () => 0);
            scores[0] = Math.min(2, b.full);
            const r = await call(m.token, 'POST', `/teacher/marking/blocks/${b.id}/groups/score`, {
              itemIds: g.items.map((x) => x.itemId),
              scores,
              submitKey: key(),
            });
            if (r.status === 200) viaGroup += (r.body.data as { scored: number }).scored;
            else console.log(`按组给分未成功：${r.body.message}`);
          }
        }
      }),
    );
    console.log(
      `空白确认：${viaBlank} 份；按组给分：${viaGroup} 个评次；用时 ${((Date.now() - bulkStart) / 1000).toFixed(1)} s`,
    );

    const cpu = async () => {
      const stat = (await readFile(`/proc/${server.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      return ((Number(stat[11]) + Number(stat[12])) * 1000) / 100;
    };
    const load: LoadMarker[] = prep.markers.map((m, j) => ({
      token: tokens[j]!,
      block: prep.blocks[m.block]!,
    }));
    const warm = await warmUp(client, load, 2);
    console.log(`热身：每位老师先评 2 份（共 ${warm} 份，不计入下面的数字）`);
    const rate = Number(process.env.BENCH_PACED_RATE ?? 320);
    const span = Number(process.env.BENCH_PACED_SECONDS ?? 4);
    let cpuAt = await cpu();
    let mine = process.cpuUsage();
    const p = await paced(client, load, rate, span);
    const pacedCpu = (await cpu()) - cpuAt;
    const pacedClient = process.cpuUsage(mine);
    console.log(
      `【限速阶段（开环）】50 位老师各自按节奏评阅（每人每 ${((load.length / rate) * 1000).toFixed(0)} ms 一份 ± 四分之一的随机抖动，两份之间思考），合计提供 ${rate} 份/秒、${span} s；延迟从“本应发出”的时刻算起（排队不被掩盖）`,
    );
    report(
      p,
      pacedCpu,
      pacedClient,
      `实际 ${(p.scored / p.seconds).toFixed(0)} 分/秒（提供 ${rate}，目标 ≥ 300）；因上一份未完成而晚于计划开始的 ${p.late} 份`,
    );
    cpuAt = await cpu();
    mine = process.cpuUsage();
    const z = await saturate(client, load);
    const satCpu = (await cpu()) - cpuAt;
    const satClient = process.cpuUsage(mine);
    console.log(
      '【饱和阶段（闭环、零思考时间）】50 位老师提交后立即领取下一份，直到没有可评的答卷：',
    );
    report(
      z,
      satCpu,
      satClient,
      `最大吞吐 ${(z.scored / z.seconds).toFixed(0)} 分/秒（延迟为满载排队，仅供参考）`,
    );
    const db = new Database(sqliteOf(dataDir), { readonly: true });
    const row = (q: string) =>
      db.prepare(q).get() as Record<string, number> & {
        n: number;
        grp: number;
        blank: number;
        final: number;
        single: number;
      };
    const items = row(
      `select count(*) n, sum(status = 'final') final from marking_items where paper_id = '${prep.paperId}'`,
    );
    const doubled = row(
      `select count(*) n from (select item_id, marker_id from marking_tasks where status = 'done' and marker_id is not null and round < 4 group by item_id, marker_id having count(*) > 1)`,
    );
    const twice = row(
      `select count(*) n from (select item_id, round from marking_tasks group by item_id, round having count(*) > 1)`,
    );
    const done = row(
      `select count(*) n, sum(via is null) single, sum(via = 'group') grp, sum(via = 'blank') blank from marking_tasks where status = 'done'`,
    );
    const arbitration = row(
      `select count(*) n from marking_tasks where round = 3 and status = 'done'`,
    );
    db.close();
    console.log(
      `结果：${items.final}/${items.n} 份答卷终评；评次 ${done.n}（逐份 ${done.single}，按组 ${done.grp}，空白确认 ${done.blank}）；同一老师评同一答卷两次 ${doubled.n}，同一评次两条 ${twice.n}`,
    );
    const accepted = warm + p.scored + z.scored;
    console.log(
      `逐份提交：测评端收到成功 ${accepted} 次（热身 + 限速 + 饱和），数据库中逐份评次 ${done.single}：${accepted === done.single ? '一致，无丢失' : '不一致！'}`,
    );
    const bulk = (done.grp + done.blank) / done.n;
    console.log(`经空白确认与按组给分完成的评次占 ${(bulk * 100).toFixed(1)}%`);
    console.log(`仲裁 ${arbitration.n} 份`);
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
