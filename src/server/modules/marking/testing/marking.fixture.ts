import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  layoutCard,
  paperQuestions,
  type PaperOverrides,
  type PaperQuestion,
} from '../../../../layout';
import type { MarkingSetup, NextAnswer, SetupBody } from '../../../../shared/api/marking';
import { newId, nowIso } from '../../../lib/ids';
import { blobStoreOf } from '../../../storage/blobs';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { call } from '../../../testing/test-requests';
import { classId } from '../../print/print.fixture';
import { buildScanPaper, teacherOf } from '../../scan/testing/scan.fixture';
import { syncStudent } from '../item-sync';

/** A test app with its own DATA_DIR (blobs). */
export async function buildMarkingApp(dialect: 'sqlite' | 'postgres'): Promise<TestApp> {
  return buildTestApp(dialect, { DATA_DIR: await mkdtemp(join(tmpdir(), 'marking-')) });
}

/**
 * A paper of the demo teacher with 4 single choices, a 填空 (q5, 4 分), a 解答 (q6, 12 分) and a
 * 解答 with parts (q7: (1) 4 分, (2) 8 分); printed (card layout stored, version frozen).
 */
export async function buildMarkingPaper(t: TestApp, overrides: PaperOverrides = {}) {
  const paper = await buildScanPaper(t, {
    counts: { single: 4, blank: 1, solve: 2 },
    ...overrides,
  });
  const q7 = paperQuestions(paper.doc).find((q) => q.no === 7)!;
  q7.parts = [
    { label: '(1)', score: 4, stem: [], answer: [] },
    { label: '(2)', score: 8, stem: [], answer: [] },
  ];
  const layout = layoutCard(paper.doc);
  await t.ctx.db
    .updateTable('paperVersions')
    .set({
      doc: JSON.stringify(paper.doc),
      cardLayout: JSON.stringify(layout),
      frozenAt: nowIso(t.clock.now),
      frozenReason: 'printed',
    })
    .where('paperId', '=', paper.id)
    .execute();
  return { ...paper, layout };
}

let tinyJpeg: Buffer | undefined;

/**
 * "Scans" a class for a paper without images: a batch, a file and one recognised page per student
 * and card page, crops stored (a small JPEG) with the ink given per student (0 = blank), then the
 * marking sync the scan hook runs. Real recognition is covered by the scan tests and the e2e test.
 * `objective` gives the option a seat filled per objective question (scored against its key);
 * without it the objective questions are left unread.
 */
export async function scanClassDirect(
  t: TestApp,
  paper: Awaited<ReturnType<typeof buildMarkingPaper>>,
  className: string,
  opts: {
    students?: number;
    ink?: (seat: number) => number;
    absent?: number[];
    objective?: (seat: number, q: PaperQuestion) => string;
  } = {},
) {
  const byId = new Map(paperQuestions(paper.doc).map((q) => [q.id, q]));
  const db = t.ctx.db;
  const { userId, orgId } = await teacherOf(t);
  const cls = await classId(t, className);
  const students = await db
    .selectFrom('students')
    .select(['id', 'examNo'])
    .where('classId', '=', cls)
    .orderBy('examNo')
    .limit(opts.students ?? 40)
    .execute();
  const at = nowIso(t.clock.now);
  const batchId = newId(t.clock.now);
  await db
    .insertInto('scanBatches')
    .values({
      id: batchId,
      orgId,
      paperId: paper.id,
      classIds: JSON.stringify([cls]),
      settings: '{}',
      createdBy: userId,
      createdAt: at,
      deletedAt: null,
      deletedBy: null,
    })
    .execute();
  const store = blobStoreOf(t.ctx);
  tinyJpeg ??= await sharp({
    create: { width: 40, height: 20, channels: 3, background: '#ffffff' },
  })
    .jpeg()
    .toBuffer();
  const { key } = await store.put(tinyJpeg);
  const fileId = newId(t.clock.now);
  await db
    .insertInto('scanFiles')
    .values({
      id: fileId,
      orgId,
      batchId,
      sha256: key,
      blobKey: key,
      name: 'scan.pdf',
      size: 1,
      pageCount: students.length * paper.layout.pages.length,
      status: 'split',
      reason: null,
      receivedBy: userId,
      receivedAt: at,
    })
    .execute();
  let index = 0;
  for (const [seat0, s] of students.entries()) {
    const seat = seat0 + 1;
    const absent = opts.absent?.includes(seat) ?? false;
    for (const lp of paper.layout.pages) {
      const pageId = newId(t.clock.now);
      const read = lp.elements.flatMap((el) =>
        el.kind === 'objective-group' && opts.objective && !absent
          ? el.questions.map((item) => {
              const q = byId.get(item.questionId)!;
              const answer = opts.objective!(seat, q);
              const score = answer === q.key ? q.score : 0;
              return { questionId: q.id, no: q.no, read: answer, key: q.key, score, full: q.score };
            })
          : [],
      );
      const objective = read.map((a) => ({
        ...a,
        multiple: a.key.length > 1,
        status: 'answered',
        reason: '',
        review: false,
      }));
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
          absent: absent ? 1 : 0,
          duplicateOf: null,
          objective: JSON.stringify(objective),
          objectiveScore: objective.reduce((n, a) => n + a.score, 0),
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
      for (const el of lp.elements)
        if (el.kind === 'subjective-box' || el.kind === 'essay-grid')
          await db
            .insertInto('markingCrops')
            .values({
              pageId,
              elementId: el.id,
              blobKey: key,
              width: 40,
              height: 20,
              ink: opts.ink?.(seat) ?? 0.02,
              hash: (seat % 2 ? 'f0' : '0f').repeat(32),
            })
            .execute();
    }
    await syncStudent(db, paper.id, s.id, t.clock.now);
  }
  return { classId: cls, students };
}

/** Reads and saves 阅卷设置 through the API with changes applied to the current one. */
export async function changeSetup(
  t: TestApp,
  token: string,
  paperId: string,
  change: (s: MarkingSetup) => Partial<SetupBody>,
) {
  const cur = (
    await call<MarkingSetup>(t, token, 'GET', `/api/teacher/marking/papers/${paperId}/setup`)
  ).body.data;
  const body: SetupBody = {
    paperVersion: cur.paperVersion,
    revision: cur.revision,
    assign: cur.assign,
    blocks: cur.blocks.map((b) => ({
      ...b,
      markers: b.markers.map((m) => ({ userId: m.userId, quota: m.quota })),
    })),
    ...change(cur),
  };
  return call<MarkingSetup>(t, token, 'PUT', `/api/teacher/marking/papers/${paperId}/setup`, body);
}

/** A unique submit key. */
export const key = (): string => `k${Math.random().toString(36).slice(2, 12)}`;

/** Scores every open item of a paper as `token` (its owner): full marks minus one on every field. */
export async function markEverything(t: TestApp, token: string, paperId: string) {
  const setup = await call<MarkingSetup>(
    t,
    token,
    'GET',
    `/api/teacher/marking/papers/${paperId}/setup`,
  );
  for (const b of setup.body.data.blocks)
    for (;;) {
      const next = await call<NextAnswer>(
        t,
        token,
        'POST',
        `/api/teacher/marking/blocks/${b.id}/next`,
        {
          holding: [],
        },
      );
      const task = next.body.data.task;
      if (!task) break;
      const res = await call(t, token, 'POST', `/api/teacher/marking/tasks/${task.taskId}/submit`, {
        scores: b.fields.map((f) => f.full - 1),
        submitKey: key(),
      });
      if (res.status !== 200) throw new Error(`submit failed: ${JSON.stringify(res.body)}`);
    }
}
