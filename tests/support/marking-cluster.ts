import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId } from '../../src/server/lib/ids';
import {
  buildMarkingPaper,
  changeSetup,
  key,
  scanClassDirect,
} from '../../src/server/modules/marking/testing/marking.fixture';
import { addSchoolTeacher, type AddedTeacher } from '../../src/server/testing/schools';
import { buildTestApp } from '../../src/server/testing/test-app';
import { startApi, type ClusterProcess } from './cluster';

/** What a marking run across API processes did, and what the database holds after it. */
export interface MarkingClusterResult {
  markers: number;
  items: number;
  seconds: number;
  scores: number;
  nextMs: number[];
  submitMs: number[];
  /** 评次 handed out to two markers, or accepted twice (must be empty). */
  twice: string[];
  /** Items not final, and tasks still open or leased at the end (must be 0). */
  unfinishedItems: number;
  leftTasks: number;
  /** Done tasks in the database that no marker's submit accounts for (must be 0). */
  unaccounted: number;
  /** Items marked twice by one marker (blind rule broken; must be 0). */
  sameMarker: number;
  perApi: number[];
  /** CPU seconds (user + system) each API process spent while the markers marked. */
  apiCpu: number[];
}

/** CPU seconds a process has used (user + system, from /proc). */
async function cpuSeconds(pid: number | undefined): Promise<number> {
  const stat = pid ? await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '') : '';
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

const CLASSES = ['初二(1)班', '初二(2)班', '初二(3)班'];

/**
 * `markers` simulated markers on PostgreSQL, spread over `apis` API processes (`npm run serve`
 * sharing the schema and Redis): every marker takes (next) and scores (submit) 评次 of its block
 * over HTTP until none is left; then checks that no 评次 went to two markers and none was lost.
 */
export async function runMarkingCluster(opts: {
  databaseUrl: string;
  redisUrl: string;
  markers: number;
  classes: number;
  apis?: number;
}): Promise<MarkingClusterResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'marking-cluster-'));
  const t = await buildTestApp('postgres', { DATA_DIR: dataDir });
  const procs: ClusterProcess[] = [];
  try {
    t.clock.now = Date.now(); // tokens and leases are checked by the other processes' clocks
    const owner = await t.login();
    const paper = await buildMarkingPaper(t);
    for (const name of CLASSES.slice(0, opts.classes)) await scanClassDirect(t, paper, name);
    const markers: AddedTeacher[] = [];
    for (let i = 0; i < opts.markers; i++)
      markers.push(await addSchoolTeacher(t, `mc${i}_${newId().slice(-6)}`));
    const cur = await changeSetup(t, owner, paper.id, (s) => ({
      assign: 'pooled',
      blocks: s.blocks.map((b, bi) => ({
        ...b,
        mode: 'double' as const,
        tolerance: 2,
        markers: markers
          .filter((_, i) => i % s.blocks.length === bi)
          .map((m) => ({ userId: m.userId, quota: null })),
      })),
    }));
    if (cur.status !== 200) throw new Error(`setup: ${JSON.stringify(cur.body)}`);
    const blocks = cur.body.data.blocks;
    const env = {
      databaseUrl: opts.databaseUrl,
      schema: t.schema ?? '',
      redisUrl: opts.redisUrl,
      prefix: `t${newId()}`,
      dataDir,
    };
    for (let i = 0; i < (opts.apis ?? 2); i++) procs.push(await startApi(env));
    const nextMs: number[] = [];
    const submitMs: number[] = [];
    const accepted: string[] = [];
    const handed = new Map<string, string>();
    const twice: string[] = [];
    const perApi = procs.map(() => 0);
    const post = async (api: number, token: string, path: string, body: unknown) => {
      const res = await fetch(`${procs[api]!.baseUrl}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { message: string; data: never };
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${json.message}`);
      return json.data;
    };
    const work = async (m: AddedTeacher, i: number) => {
      const api = i % procs.length;
      const block = blocks[i % blocks.length]!;
      for (;;) {
        let t0 = performance.now();
        const next: { task: { taskId: string; round: number } | null } = await post(
          api,
          m.token,
          `/teacher/marking/blocks/${block.id}/next`,
          {},
        );
        nextMs.push(performance.now() - t0);
        const task = next.task;
        if (!task) return;
        const other = handed.get(task.taskId);
        if (other && other !== m.userId) twice.push(task.taskId);
        handed.set(task.taskId, m.userId);
        const full = block.fields.map((f: { full: number }) => f.full);
        const scores = full.map((f: number) => (task.round === 3 ? f : Math.max(0, f - 1)));
        t0 = performance.now();
        const res: { duplicate: boolean } = await post(
          api,
          m.token,
          `/teacher/marking/tasks/${task.taskId}/submit`,
          { scores, submitKey: key() },
        );
        submitMs.push(performance.now() - t0);
        if (res.duplicate) twice.push(task.taskId);
        accepted.push(task.taskId);
        perApi[api]! += 1;
      }
    };
    const cpu = () => Promise.all(procs.map((p) => cpuSeconds(p.child.pid)));
    const cpu0 = await cpu();
    const started = performance.now();
    await Promise.all(markers.map(work));
    const seconds = (performance.now() - started) / 1000;
    const apiCpu = (await cpu()).map((c, i) => c - cpu0[i]!);
    const ids = blocks.map((b: { id: string }) => b.id);
    const db = t.ctx.db;
    const items = await db
      .selectFrom('markingItems')
      .select('status')
      .where('blockId', 'in', ids)
      .execute();
    const tasks = await db
      .selectFrom('markingTasks')
      .select(['id', 'itemId', 'markerId', 'status', 'round'])
      .where('blockId', 'in', ids)
      .execute();
    const done = tasks.filter((x) => x.status === 'done');
    const seen = new Set<string>();
    for (const id of accepted) if (seen.has(id)) twice.push(id);
    for (const id of accepted) seen.add(id);
    const pairs = new Set<string>();
    let sameMarker = 0;
    for (const d of done.filter((x) => x.round < 4)) {
      const k = `${d.itemId}:${d.markerId}`;
      if (pairs.has(k)) sameMarker++;
      pairs.add(k);
    }
    return {
      markers: opts.markers,
      items: items.length,
      seconds,
      scores: accepted.length,
      nextMs,
      submitMs,
      twice,
      unfinishedItems: items.filter((x) => x.status !== 'final').length,
      leftTasks: tasks.filter((x) => x.status === 'open' || x.status === 'leased').length,
      unaccounted: done.filter((d) => !seen.has(d.id)).length,
      sameMarker,
      perApi,
      apiCpu,
    };
  } finally {
    await Promise.all(procs.map((p) => p.stop()));
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
