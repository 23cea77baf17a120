import { paperQuestions, type PaperQuestion } from '../../../../layout';
import { newId, nowIso } from '../../../lib/ids';
import type { TestApp } from '../../../testing/test-app';
import {
  buildMarkingPaper,
  markEverything,
  scanClassDirect,
} from '../../marking/testing/marking.fixture';

/**
 * Adds `perKind` shared-bank 数学 questions of each kind, all on one 知识点 (一次函数) with
 * difficulties 1–5 in turn, copied from a seed question of the kind; answers their ids by kind.
 */
export async function seedSimilarBank(t: TestApp, kinds: string[], perKind = 15) {
  const db = t.ctx.db;
  const at = nowIso(t.clock.now);
  const out = new Map<string, string[]>();
  for (const kind of kinds) {
    const model = await db
      .selectFrom('questions')
      .selectAll()
      .where('subjectId', '=', 'junior-math')
      .where('kind', '=', kind)
      .where('ownerId', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (let i = 0; i < perKind; i++) {
      const id = `rh-${kind}-${String(i).padStart(3, '0')}-${newId(t.clock.now)}`;
      ids.push(id);
      await db
        .insertInto('questions')
        .values({
          ...model,
          id,
          difficulty: 1 + (i % 5),
          seedKey: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await db
        .insertInto('questionKnowledge')
        .values({ questionId: id, knowledgeId: 'kp.math.func.linear', weight: 1 })
        .execute();
    }
    out.set(kind, ids);
  }
  return out;
}

/** An option of an objective question that is not (all of) its key. */
export const wrongOption = (q: PaperQuestion) =>
  q.options.map((o) => o.label).find((l) => !q.key.includes(l)) ?? '';

/**
 * The marking fixture's paper (4 单选, 填空 q5, 解答 q6, 解答 q7 with parts) bound to real bank
 * questions, scanned for the first `students` (5) students of each class (初二(1)班 unless
 * `classNames` are given; the last seat 缺考) and marked: every objective unread (or, with
 * `objectiveWrong`, filled with a wrong option: 0), each subjective field full marks minus one.
 * Answers the first class's scan and every class's.
 */
export async function buildMarkedBankPaper(
  t: TestApp,
  token: string,
  opts: { objectiveWrong?: boolean; classNames?: string[]; students?: number } = {},
) {
  const paper = await buildMarkingPaper(t);
  const qs = paperQuestions(paper.doc);
  const bank = await seedSimilarBank(t, [...new Set(qs.map((q) => q.kind))]);
  for (const q of qs) q.questionId = bank.get(q.kind)!.shift()!;
  await t.ctx.db
    .updateTable('paperVersions')
    .set({ doc: JSON.stringify(paper.doc) })
    .where('paperId', '=', paper.id)
    .execute();
  const students = opts.students ?? 5;
  const classes = [];
  for (const name of opts.classNames ?? ['初二(1)班'])
    classes.push(
      await scanClassDirect(t, paper, name, {
        students,
        absent: [students],
        ...(opts.objectiveWrong
          ? { objective: (_: number, q: PaperQuestion) => wrongOption(q) }
          : {}),
      }),
    );
  await markEverything(t, token, paper.id);
  return { paper, ...classes[0]!, classes };
}

/**
 * Final scores of a student's practice paper as marking writes them into the scores read model
 * (studentScores per question, studentTotals complete): `score(questionId, full)` per question.
 */
export async function writePracticeScores(
  t: TestApp,
  paperId: string,
  studentId: string,
  score: (questionId: string, full: number) => number,
) {
  const db = t.ctx.db;
  const row = await db
    .selectFrom('papers as p')
    .innerJoin('paperVersions as v', (j) =>
      j.onRef('v.paperId', '=', 'p.id').onRef('v.version', '=', 'p.currentVersion'),
    )
    .innerJoin('rehearseSets as rs', 'rs.paperId', 'p.id')
    .select(['v.doc', 'rs.classId'])
    .where('p.id', '=', paperId)
    .executeTakeFirstOrThrow();
  const at = nowIso(t.clock.now);
  let total = 0;
  for (const q of paperQuestions(JSON.parse(row.doc) as Parameters<typeof paperQuestions>[0])) {
    const s = score(q.id, q.score);
    total += s;
    await db
      .insertInto('studentScores')
      .values({
        paperId,
        studentId,
        classId: row.classId,
        questionId: q.id,
        no: q.no,
        part: 0,
        level: 'question',
        kind: ['single', 'double', 'multi', 'judge'].includes(q.kind) ? 'objective' : 'subjective',
        score: s,
        fullMarks: q.score,
        updatedAt: at,
      })
      .execute();
  }
  await db
    .insertInto('studentTotals')
    .values({
      paperId,
      studentId,
      classId: row.classId,
      objective: null,
      subjective: null,
      total,
      absent: 0,
      complete: 1,
      updatedAt: at,
    })
    .execute();
}
