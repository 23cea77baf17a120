import { onPostgres, type Db } from '../../db/connect';
import type { StudentScoreTable } from '../../db/database';
import { nowIso } from '../../lib/ids';
import type { BlockField } from '../../../shared/api/marking';
import { subjectiveQuestions } from './block-defaults';
import { printedVersion } from './setup.repository';
import { studentPages } from './pages.repository';

type ScoreRow = Omit<StudentScoreTable, 'updatedAt'>;
const r2 = (n: number) => Math.round(n * 100) / 100;

/** A student's objective answers as scanning scored them. */
async function objectiveRows(db: Db, paperId: string, studentId: string, classId: string) {
  const pages = await db
    .selectFrom('scanPages')
    .innerJoin('scanBatches', 'scanBatches.id', 'scanPages.batchId')
    .select(['scanPages.objective'])
    .where('scanPages.paperId', '=', paperId)
    .where('scanPages.studentId', '=', studentId)
    .where('scanPages.status', '=', 'done')
    .where('scanPages.duplicateOf', 'is', null)
    .where('scanBatches.deletedAt', 'is', null)
    .execute();
  return pages.flatMap((p) =>
    (p.objective
      ? (JSON.parse(p.objective) as {
          questionId: string;
          no: number;
          score: number;
          full: number;
          review: boolean;
        }[])
      : []
    ).map((a): ScoreRow => ({
      paperId,
      studentId,
      classId,
      questionId: a.questionId,
      no: a.no,
      part: 0,
      level: 'question',
      kind: 'objective',
      score: a.review ? null : a.score,
      fullMarks: a.full,
    })),
  );
}

/**
 * Rewrites the scores read model of one student on one paper from the sources of truth (scanned
 * objective answers, final marking items): a row per question (and per part of questions scored by
 * parts), null until final, and the totals (缺考 kept apart from 0). Writes only what changed.
 * `lock` (the coalesced refresh after final scores, score-refresh.ts): on PostgreSQL, read the
 * items FOR SHARE.
 */
export async function refreshStudentScores(
  db: Db,
  paperId: string,
  studentId: string,
  now: number,
  lock = false,
) {
  const student = await db
    .selectFrom('students')
    .select('classId')
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) return;
  const classId = student.classId;
  const pages = await studentPages(db, paperId, studentId);
  const version = pages.find((p) => p.paperVersion !== null)?.paperVersion;
  const pv = version == null ? null : await printedVersion(db, paperId, version);
  const marked = await db
    .selectFrom('scanAbsences')
    .select('studentId')
    .where('paperId', '=', paperId)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  const absent = Boolean(marked) || pages.some((p) => p.absent === 1);
  const rows: ScoreRow[] = pv ? await objectiveRows(db, paperId, studentId, classId) : [];
  if (pv) {
    let q = db
      .selectFrom('markingItems')
      .innerJoin('markingBlocks', 'markingBlocks.id', 'markingItems.blockId')
      .select(['markingItems.status', 'markingItems.finalScores', 'markingBlocks.fields'])
      .where('markingItems.paperId', '=', paperId)
      .where('markingItems.studentId', '=', studentId);
    // A refresh after the submit: wait for a deciding transaction still holding an item's row.
    if (lock && onPostgres(db)) q = q.forShare();
    const items = await q.execute();
    const got = new Map<string, number>();
    for (const it of items) {
      if (it.status !== 'final' || !it.finalScores) continue;
      const scores = JSON.parse(it.finalScores) as number[];
      (JSON.parse(it.fields) as BlockField[]).forEach((f, i) =>
        got.set(`${f.questionId}:${f.part}`, scores[i] ?? 0),
      );
    }
    for (const q of subjectiveQuestions(pv.doc)) {
      const base = {
        paperId,
        studentId,
        classId,
        questionId: q.id,
        no: q.no,
        kind: 'subjective' as const,
      };
      const parts = q.parts.map((p, i) => ({
        ...base,
        part: i + 1,
        level: 'part' as const,
        score: got.get(`${q.id}:${i + 1}`) ?? null,
        fullMarks: p.score,
      }));
      const whole = q.parts.length
        ? parts.every((p) => p.score !== null)
          ? r2(parts.reduce((n, p) => n + p.score!, 0))
          : null
        : (got.get(`${q.id}:0`) ?? null);
      rows.push(
        { ...base, part: 0, level: 'question', score: absent ? null : whole, fullMarks: q.score },
        ...parts.map((p) => (absent ? { ...p, score: null } : p)),
      );
    }
  }
  await writeRows(db, paperId, studentId, rows, now);
  const questions = rows.filter((r) => r.level === 'question');
  const sum = (kind: string) => {
    const mine = questions.filter((r) => r.kind === kind && r.score !== null);
    return mine.length ? r2(mine.reduce((n, r) => n + r.score!, 0)) : null;
  };
  const objective = sum('objective');
  const subjective = sum('subjective');
  const complete = !absent && questions.length > 0 && questions.every((r) => r.score !== null);
  const total =
    absent || (objective === null && subjective === null)
      ? null
      : r2((objective ?? 0) + (subjective ?? 0));
  const at = nowIso(now);
  const values = {
    paperId,
    studentId,
    classId,
    objective: absent ? null : objective,
    subjective: absent ? null : subjective,
    total,
    absent: absent ? (1 as const) : (0 as const),
    complete: complete ? (1 as const) : (0 as const),
    updatedAt: at,
  };
  if (!pages.length && !marked) {
    await db
      .deleteFrom('studentTotals')
      .where('paperId', '=', paperId)
      .where('studentId', '=', studentId)
      .execute();
    return;
  }
  await db
    .insertInto('studentTotals')
    .values(values)
    .onConflict((oc) => oc.columns(['paperId', 'studentId']).doUpdateSet({ ...values }))
    .execute();
}

/** Rows written per statement (11 values each, well inside SQLite's limit of bound values). */
const WRITE_CHUNK = 500;

async function writeRows(
  db: Db,
  paperId: string,
  studentId: string,
  rows: ScoreRow[],
  now: number,
) {
  const old = await db
    .selectFrom('studentScores')
    .selectAll()
    .where('paperId', '=', paperId)
    .where('studentId', '=', studentId)
    .execute();
  const key = (r: { questionId: string; part: number }) => `${r.questionId}:${r.part}`;
  const before = new Map(old.map((r) => [key(r), r]));
  const at = nowIso(now);
  const changed = rows.filter((r) => {
    const o = before.get(key(r));
    before.delete(key(r));
    return !(
      o &&
      o.score === r.score &&
      Number(o.fullMarks) === r.fullMarks &&
      o.classId === r.classId
    );
  });
  // One statement per student (a page's recognition changes every question's row at once).
  for (let i = 0; i < changed.length; i += WRITE_CHUNK)
    await db
      .insertInto('studentScores')
      .values(changed.slice(i, i + WRITE_CHUNK).map((r) => ({ ...r, updatedAt: at })))
      .onConflict((oc) =>
        oc.columns(['paperId', 'studentId', 'questionId', 'part']).doUpdateSet((eb) => ({
          score: eb.ref('excluded.score'),
          fullMarks: eb.ref('excluded.fullMarks'),
          classId: eb.ref('excluded.classId'),
          updatedAt: at,
        })),
      )
      .execute();
  const gone = [...before.values()];
  if (gone.length)
    await db
      .deleteFrom('studentScores')
      .where('paperId', '=', paperId)
      .where('studentId', '=', studentId)
      .where((eb) =>
        eb.or(
          gone.map((g) => eb.and([eb('questionId', '=', g.questionId), eb('part', '=', g.part)])),
        ),
      )
      .execute();
}
