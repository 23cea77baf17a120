import {
  buildPaper,
  paperQuestions,
  restore,
  type CardLayout,
  type PaperDoc,
  type PaperOverrides,
} from '../../../../layout';
import type { ScanBatch } from '../../../../shared/api/scan';
import { newId, nowIso } from '../../../lib/ids';
import type { TestApp } from '../../../testing/test-app';
import { call } from '../../../testing/test-requests';
import { insertPaper } from '../../paper/paper.repository';
import { seeded } from './pencil';

/** Scan settings of a test batch: no scanner, adaptive, A4, not handed to subject teachers. */
export const SCAN_SETTINGS = {
  scannerIndex: null,
  adaptive: true,
  paperSize: 1,
  assignToSubjectTeachers: false,
};

/** The demo teacher's id and school. */
export async function teacherOf(t: TestApp, username = 'teacher') {
  const u = await t.ctx.db
    .selectFrom('users')
    .select(['id', 'defaultOrgId'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return { userId: u.id, orgId: u.defaultOrgId! };
}

/**
 * Builds a saved paper of the teacher's school (A4, objective questions with varied keys) from
 * `buildPaper` overrides; answers its id and doc.
 */
export async function buildScanPaper(t: TestApp, overrides: PaperOverrides = {}, seed = 7) {
  const id = newId(t.clock.now);
  const rand = seeded(seed);
  const doc = buildPaper({
    counts: { single: 10, multi: 3, judge: 5, solve: 2 },
    settings: { card: { idDigits: 8 } },
    ...overrides,
    id,
    version: 1,
  });
  for (const q of paperQuestions(doc)) {
    const labels = q.options.map((o) => o.label);
    if (labels.length === 0) continue;
    const key =
      q.kind === 'multi' || q.kind === 'double'
        ? labels.filter((_, i) => i === 0 || rand() < 0.5)
        : [labels[Math.floor(rand() * labels.length)]!];
    q.key = key.join('');
  }
  await insertScanPaper(t, doc);
  return { id, doc };
}

/** Adds a class of `size` students to the teacher's school (考号 prefix + seat); answers it. */
export async function buildScanClass(t: TestApp, name: string, size: number, examPrefix: string) {
  const { orgId } = await teacherOf(t);
  const id = newId(t.clock.now);
  const at = nowIso(t.clock.now);
  await t.ctx.db
    .insertInto('classes')
    .values({ id, orgId, pid: null, type: 2, name, cohort: 2025, sort: 99, createdAt: at })
    .execute();
  const students = Array.from({ length: size }, (_, i) => ({
    id: newId(t.clock.now + i + 1),
    orgId,
    classId: id,
    name: `学生${name}${i + 1}`,
    examNo: `${examPrefix}${String(i + 1).padStart(2, '0')}`,
    createdAt: at,
  }));
  await t.ctx.db.insertInto('students').values(students).execute();
  return { id, students };
}

/** Prints through the API (which stores the card layout and freezes the version); answers the PDF. */
export async function printThroughApi(
  t: TestApp,
  token: string,
  url: string,
  body: unknown,
): Promise<Uint8Array> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  if (res.statusCode !== 200) throw new Error(`print failed ${res.statusCode}: ${res.body}`);
  return new Uint8Array(res.rawPayload);
}

/** The card layout stored when the paper's version was printed. */
export async function printedLayout(t: TestApp, paperId: string, version = 1): Promise<CardLayout> {
  const row = await t.ctx.db
    .selectFrom('paperVersions')
    .select('cardLayout')
    .where('paperId', '=', paperId)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  if (!row.cardLayout) throw new Error('the version was never printed');
  return restore(JSON.parse(row.cardLayout) as unknown);
}

/** Creates a scan batch through the API. */
export async function createScanBatch(
  t: TestApp,
  token: string,
  paperId: string,
  classIds: string[],
) {
  const res = await call<ScanBatch>(t, token, 'POST', '/api/teacher/scan/batches', {
    paperId,
    classIds,
    settings: SCAN_SETTINGS,
  });
  if (res.status !== 200)
    throw new Error(`batch failed ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Uploads scan files to a batch as multipart (field `files`), as the browser does. */
export async function uploadScans(
  t: TestApp,
  token: string,
  batchId: string,
  files: { name: string; bytes: Uint8Array }[],
) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)]), f.name);
  return t.app.inject({
    method: 'POST',
    url: `/api/teacher/scan/batches/${batchId}/files`,
    headers: { authorization: `Bearer ${token}` },
    payload: form,
  });
}

/** Polls a batch's live counts until no page waits (or the time runs out). */
export async function waitForBatch(
  t: TestApp,
  token: string,
  batchId: string,
  timeoutMs = 120_000,
) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await call<ScanBatch>(t, token, 'GET', `/api/teacher/scan/batches/${batchId}`);
    const c = res.body.data.counts;
    if (c.pending === 0 && c.pages > 0) return res.body.data;
    if (Date.now() > end) throw new Error(`batch still busy: ${JSON.stringify(c)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A printed paper as another database holds it: the doc and the card layout stored when printed. */
export interface PrintedPaper {
  doc: PaperDoc;
  layoutJson: string;
}

/** Puts a printed paper (same id, doc and stored card layout, version frozen) into a test database. */
export async function seedPrintedPaper(t: TestApp, printed: PrintedPaper): Promise<void> {
  await insertScanPaper(t, printed.doc);
  await t.ctx.db
    .updateTable('paperVersions')
    .set({ cardLayout: printed.layoutJson, frozenAt: nowIso(t.clock.now), frozenReason: 'printed' })
    .where('paperId', '=', printed.doc.id)
    .execute();
}

/** Inserts a paper of the teacher's school holding `doc` (status 已发布). */
async function insertScanPaper(t: TestApp, doc: PaperDoc): Promise<void> {
  const { userId, orgId } = await teacherOf(t);
  const at = nowIso(t.clock.now);
  await insertPaper(
    t.ctx.db,
    {
      id: doc.id,
      orgId,
      ownerId: userId,
      stageId: 'junior',
      subjectId: 'junior-math',
      textbookId: null,
      gradeId: null,
      isBasket: 0,
      status: '已发布',
      title: doc.settings.title,
      currentVersion: doc.version,
      questionCount: paperQuestions(doc).length,
      fullMarks: paperQuestions(doc).reduce((s, q) => s + q.score, 0),
      createdAt: at,
      updatedAt: at,
      deletedAt: null,
    },
    doc,
  );
}
