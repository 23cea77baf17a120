/**
 * `npm run bench:screen`: (1) 100 large screens on the live stream (real HTTP, a display link)
 * while markers submit 100 scores a second through the API: p99 from a score's answer to every
 * screen holding a snapshot that counts it, and the process's CPU; (2) /bigData for a school of
 * 3,000 students and a term of 200 papers (bench/screen-corpus.ts), warm, on SQLite.
 */
import type { DisplayLink, ScreenSnapshot } from '../src/shared/api/large-screen';
import type { MarkingSetup, NextAnswer } from '../src/shared/api/marking';
import {
  buildMarkingApp,
  buildMarkingPaper,
  scanClassDirect,
} from '../src/server/modules/marking/testing/marking.fixture';
import { openStream } from '../src/server/modules/large-screen/testing/screen-stream';
import { buildTestApp, type TestApp } from '../src/server/testing/test-app';
import { call } from '../src/server/testing/test-requests';
import { buildBigDataSchool } from './screen-corpus';

const SCREENS = 100;
const RATE = 100;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

/** Queues of open items to score: [blockId, fields] per block of every paper. */
async function blocksOf(t: TestApp, token: string, paperIds: string[]) {
  const out: { id: string; fields: number[] }[] = [];
  for (const id of paperIds) {
    const s = await call<MarkingSetup>(t, token, 'GET', `/api/teacher/marking/papers/${id}/setup`);
    for (const b of s.body.data.blocks) out.push({ id: b.id, fields: b.fields.map((f) => f.full) });
  }
  return out;
}

async function fanOut(): Promise<void> {
  const t = await buildMarkingApp('sqlite');
  try {
    let admin = await t.login('director');
    const papers = [];
    for (let p = 0; p < 4; p++) {
      const paper = await buildMarkingPaper(t);
      for (const cls of ['初二(1)班', '初二(2)班', '初二(3)班'])
        await scanClassDirect(t, paper, cls);
      papers.push(paper.id);
    }
    // From here the server's clock is the wall clock: a snapshot's `at` says when it was taken.
    t.ctx.now = () => Date.now();
    const token = await t.login();
    const blocks = await blocksOf(t, token, papers);
    admin = await t.login('director');
    const link = (await call<DisplayLink>(t, admin, 'POST', '/api/teacher/screen/links', {})).body
      .data;
    const screens = await Promise.all(
      Array.from({ length: SCREENS }, () =>
        openStream(t, `/api/screen/stream?token=${link.token}`),
      ),
    );
    const seen: { at: number; taken: number }[][] = screens.map(() => []);
    let running = true;
    const readers = screens.map(async (s, i) => {
      while (running) {
        const e = await s.next(60_000).catch(() => null);
        if (!e || e.event !== 'snapshot') continue;
        seen[i]!.push({ at: Date.now(), taken: Date.parse((e.data as ScreenSnapshot).at) });
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    const answered: number[] = [];
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let next = 0;
    const submitOne = async () => {
      for (const b of blocks) {
        const n = await call<NextAnswer>(
          t,
          token,
          'POST',
          `/api/teacher/marking/blocks/${b.id}/next`,
          { holding: [] },
        );
        const task = n.body.data.task;
        if (!task) continue;
        await call(t, token, 'POST', `/api/teacher/marking/tasks/${task.taskId}/submit`, {
          scores: b.fields.map((f) => f - 1),
          submitKey: `b${Math.random().toString(36).slice(2)}`,
        });
        answered.push(Date.now());
        return true;
      }
      return false;
    };
    // 100 a second: one submission started every 10 ms, as many in flight as that needs.
    const inFlight = new Set<Promise<boolean>>();
    let more = true;
    while (more && performance.now() - t0 < 30_000) {
      const due = t0 + next * (1000 / RATE);
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      next++;
      const p = submitOne().then((ok) => {
        inFlight.delete(p);
        if (!ok) more = false;
        return ok;
      });
      inFlight.add(p);
      if (inFlight.size > 50) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    const loadMs = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 3000));
    const cpu = process.cpuUsage(cpu0);
    running = false;
    for (const s of screens) s.close();
    await Promise.allSettled(readers);
    // Each score answered at A is on a screen from the first snapshot taken at or after A.
    const lat: number[] = [];
    let missed = 0;
    const sorted = [...answered].sort((a, b) => a - b);
    for (const list of seen) {
      let j = 0;
      for (const a of sorted) {
        while (j < list.length && list[j]!.taken < a) j++;
        if (j < list.length) lat.push(list[j]!.at - a);
        else missed++;
      }
    }
    const worst = lat.reduce((m, x) => Math.max(m, x), 0);
    const pushes = seen[0]!.length;
    console.log(
      `语料：4 份试卷 × 3 个班 × 40 人，每份 3 个题块（评分 30 s，${answered.length} 次）；${SCREENS} 个大屏经展示链接连接实时推送（真实 HTTP）`,
    );
    console.log(
      `评分速率：${((answered.length / loadMs) * 1000).toFixed(0)} 次/秒（目标 ${RATE}），持续 ${(loadMs / 1000).toFixed(1)} s；每个大屏收到 ${pushes} 次推送`,
    );
    console.log(
      `评分到大屏显示的延迟（${SCREENS} 屏 × ${answered.length} 次）：p50 ${pct(lat, 50).toFixed(0)} ms，p99 ${pct(lat, 99).toFixed(0)} ms，最大 ${worst.toFixed(0)} ms，未收到 ${missed}；目标 p99 ≤ 2000 ms：${pct(lat, 99) <= 2000 && missed === 0 ? '达标' : '未达标'}`,
    );
    const wall = loadMs + 3000;
    console.log(
      `进程 CPU（服务端 + 评分负载 + ${SCREENS} 个客户端解析，同一进程）：用户 ${(cpu.user / 1000).toFixed(0)} ms + 系统 ${(cpu.system / 1000).toFixed(0)} ms，占一核 ${(((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(0)}%`,
    );
    const snapT = performance.now();
    for (let i = 0; i < 10; i++) await call(t, admin, 'GET', '/api/screen/snapshot');
    console.log(
      `一次大屏快照（每次变化只算一次，再写给所有大屏）：平均 ${((performance.now() - snapT) / 10).toFixed(1)} ms`,
    );
  } finally {
    await t.close();
  }
}

async function bigData(): Promise<void> {
  const t = await buildTestApp('sqlite');
  try {
    const t0 = Date.now();
    const built = await buildBigDataSchool(t);
    console.log(
      `语料（SQLite）：${built.students} 名学生（3 个年级 × 20 个班 × 50 人），${built.papers} 份作业（每份 20 题，发给整个年级），用时 ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
    const token = await t.login('director');
    const url = '/api/teacher/big-data?from=2026-01-01&to=2026-09-02';
    const get = async () => {
      const res = await t.get(url, token);
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res.json() as { data: { cells: unknown[]; knowledge: unknown[] } };
    };
    const c0 = performance.now();
    const first = await get();
    const cold = performance.now() - c0;
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const s = performance.now();
      await get();
      times.push(performance.now() - s);
    }
    console.log(
      `大数据接口 GET /teacher/big-data（${first.data.cells.length} 个年级学科、${first.data.knowledge.length} 个年级知识点）：冷 ${cold.toFixed(0)} ms；热 中位数 ${pct(times, 50).toFixed(1)} ms，最大 ${Math.max(...times).toFixed(1)} ms；目标 热 ≤ 500 ms：${pct(times, 50) <= 500 ? '达标' : '未达标'}`,
    );
  } finally {
    await t.close();
  }
}

export default async function bench(): Promise<void> {
  await bigData();
  await fanOut();
}
