/**
 * Data for the marking bench, made in-process on a data directory the benchmarked server then
 * opens: a paper with 6 subjective questions printed through the API; 10 of its cards written on
 * (handwriting-like strokes: two alike, one blank, the rest each their own), rasterised at 300 dpi
 * and recognised by the product (upload → queue → workers → crops cut by the crop queue); then
 * 600 students whose pages carry those real crops (8% blank, a quarter alike), items made by the
 * same sync the scan hook runs, and 阅卷设置 (three blocks 双评, 50 markers) saved through the API.
 */
import { join } from 'node:path';
import { newId, nowIso } from '../src/server/lib/ids';
import { syncStudent } from '../src/server/modules/marking/item-sync';
import { changeSetup } from '../src/server/modules/marking/testing/marking.fixture';
import { hashPassword } from '../src/server/modules/oauth/password';
import { classId } from '../src/server/modules/print/print.fixture';
import { makeSheets } from '../src/server/modules/scan/testing/card-scans';
import {
  buildScanClass,
  buildScanPaper,
  createScanBatch,
  printedLayout,
  printThroughApi,
  teacherOf,
  uploadScans,
  waitForBatch,
} from '../src/server/modules/scan/testing/scan.fixture';
import { startBenchServer } from './omr-bench-server';

export const MARKERS = 50;
const REAL_CARDS = 10;

/** What the bench needs to know of the prepared data. */
export interface Prepared {
  paperId: string;
  blocks: { id: string; mode: string; full: number }[];
  markers: { username: string; block: number }[];
  items: number;
  cropMsPerPage: number;
}

/** Prepares the data directory; answers what the bench needs. */
export async function prepare(dataDir: string): Promise<Prepared> {
  const t = await startBenchServer(dataDir);
  try {
    const token = await t.login();
    const db = t.ctx.db;
    const paper = await buildScanPaper(t, {
      counts: { single: 4, blank: 2, solve: 4 },
      settings: { card: { idDigits: 8 } },
    });
    const cls = await classId(t, '初二(1)班');
    const set = await printThroughApi(t, token, '/api/teacher/print/card/students', {
      paperId: paper.id,
      classIds: [cls],
    });
    const layout = await printedLayout(t, paper.id);
    const n = layout.pages.length;
    const writing = (seat: number) =>
      seat <= 2 ? 5 : seat === 3 ? ('blank' as const) : 100 + seat;
    const sheets = [];
    for (let seat = 1; seat <= REAL_CARDS; seat++)
      for (let p = 1; p <= n; p++)
        sheets.push(
          ...(await makeSheets(
            set,
            layout,
            [{ pdfPage: (seat - 1) * n + p, plan: { clean: true, writing: writing(seat) } }],
            { dpi: 300, seed: seat * 10 + p },
          )),
        );
    const batch = await createScanBatch(t, token, paper.id, [cls]);
    await uploadScans(
      t,
      token,
      batch.id,
      sheets.map((s, i) => ({ name: `${i}.jpg`, bytes: s.bytes })),
    );
    await waitForBatch(t, token, batch.id, 300_000);
    const started = Date.now();
    for (;;) {
      const left = await db
        .selectFrom('markingPageCrops')
        .select('pageId')
        .where('status', 'in', ['pending', 'processing'])
        .executeTakeFirst();
      if (!left) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const cropMsPerPage = (Date.now() - started) / sheets.length;
    // The real crops, by seat and element: what the 600 students' pages carry.
    const real = await db
      .selectFrom('markingCrops')
      .innerJoin('scanPages', 'scanPages.id', 'markingCrops.pageId')
      .select([
        'scanPages.examNo',
        'scanPages.pageNo',
        'markingCrops.elementId',
        'markingCrops.blobKey',
        'markingCrops.width',
        'markingCrops.height',
        'markingCrops.ink',
        'markingCrops.hash',
      ])
      .execute();
    const bySeat = (seat: number) => real.filter((r) => Number(r.examNo!.slice(-2)) === seat);
    const regions = new Set(real.map((r) => r.elementId)).size;
    // Cards whose every answer region was cut (a card sent to 异常处理 has none to lend).
    const whole = Array.from({ length: REAL_CARDS - 3 }, (_, k) => 4 + k).filter(
      (seat) => bySeat(seat).length === regions,
    );
    const randomHash = () =>
      Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

    const { userId, orgId } = await teacherOf(t);
    for (let c = 0; c < 6; c++)
      await buildScanClass(t, `测评${c + 1}班`, 40, `2099${String(c + 1).padStart(2, '0')}`);
    const students = await db
      .selectFrom('students')
      .select(['id', 'examNo'])
      .orderBy('examNo')
      .execute();
    const at = nowIso();
    const batchId = newId();
    await db
      .insertInto('scanBatches')
      .values({
        id: batchId,
        orgId,
        paperId: paper.id,
        classIds: '[]',
        settings: '{}',
        createdBy: userId,
        createdAt: at,
        deletedAt: null,
        deletedBy: null,
      })
      .execute();
    const fileId = newId();
    await db
      .insertInto('scanFiles')
      .values({
        id: fileId,
        orgId,
        batchId,
        sha256: 'bench',
        blobKey: real[0]!.blobKey,
        name: 'bench',
        size: 1,
        pageCount: 0,
        status: 'split',
        reason: null,
        receivedBy: userId,
        receivedAt: at,
      })
      .execute();
    let index = 0;
    for (const [i, s] of students.entries()) {
      if (i >= 600) break;
      const r = (i * 7919) % 100;
      const seat = r < 8 ? 3 : r < 33 ? 1 + (r % 2) : whole[i % whole.length]!;
      // Real images are lent to many students; their own answers would not look alike, so only the
      // alike pair (seats 1 and 2) keeps its shared hash.
      const own = seat >= 4;
      for (const lp of layout.pages) {
        const pageId = newId();
        await db
          .insertInto('scanPages')
          .values({
            id: pageId,
            orgId,
            batchId,
            fileId,
            pageIndex: index++,
            status: 'done',
            attempts: 1,
            result: null,
            error: null,
            paperId: paper.id,
            paperVersion: 1,
            pageNo: lp.index,
            studentId: s.id,
            examNo: s.examNo,
            absent: 0,
            duplicateOf: null,
            objective: '[]',
            objectiveScore: 0,
            createdAt: at,
            updatedAt: at,
          })
          .execute();
        await db
          .insertInto('markingPageCrops')
          .values({
            pageId,
            orgId,
            paperId: paper.id,
            status: 'done',
            attempts: 1,
            error: null,
            updatedAt: at,
          })
          .execute();
        for (const c of bySeat(seat).filter((x) => x.pageNo === lp.index))
          await db
            .insertInto('markingCrops')
            .values({
              pageId,
              elementId: c.elementId,
              blobKey: c.blobKey,
              width: c.width,
              height: c.height,
              ink: c.ink,
              hash: own ? randomHash() : c.hash,
            })
            .execute();
      }
    }
    // The 10 real students' own pages stay as recognised; the others are synced here.
    for (const s of students.slice(0, 600)) await syncStudent(db, paper.id, s.id, Date.now());
    const hash = await hashPassword('bench123');
    for (let m = 0; m < MARKERS; m++) {
      const id = newId();
      await db
        .insertInto('users')
        .values({
          id,
          username: `bench${m}`,
          displayName: `阅卷${m + 1}`,
          avatar: '',
          passwordHash: hash,
          defaultOrgId: orgId,
          createdAt: at,
        })
        .execute();
      await db
        .insertInto('memberships')
        .values({
          id: newId(),
          orgId,
          userId: id,
          isCreator: 0,
          isAdministrator: 0,
          isGradeDirector: 0,
          defaultClassId: null,
          createdAt: at,
        })
        .execute();
    }
    const ids = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'like', 'bench%')
      .execute();
    const idOf = new Map(ids.map((u) => [u.username, u.id]));
    const markers = Array.from({ length: MARKERS }, (_, m) => ({
      username: `bench${m}`,
      block: m % 6,
    }));
    const saved = await changeSetup(t, token, paper.id, (s) => ({
      assign: 'pooled',
      blocks: s.blocks.map((b, i) => ({
        ...b,
        mode: i < 3 ? ('double' as const) : ('single' as const),
        tolerance: 2,
        markers: markers
          .filter((m) => m.block === i)
          .map((m) => ({ userId: idOf.get(m.username)!, quota: null })),
      })),
    }));
    if (saved.status !== 200) throw new Error(`setup: ${JSON.stringify(saved.body)}`);
    const items = await db
      .selectFrom('markingItems')
      .select('id')
      .where('paperId', '=', paper.id)
      .where('status', '=', 'open')
      .execute();
    return {
      paperId: paper.id,
      blocks: saved.body.data.blocks.map((b) => ({ id: b.id, mode: b.mode, full: b.full })),
      markers,
      items: items.length,
      cropMsPerPage,
    };
  } finally {
    await t.close();
  }
}

/** The directory holding the SQLite file of a data directory. */
export const sqliteOf = (dataDir: string) => join(dataDir, 'app.sqlite');
