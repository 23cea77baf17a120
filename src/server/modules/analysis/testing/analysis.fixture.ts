import { paperQuestions } from '../../../../layout';
import { newId, nowIso } from '../../../lib/ids';
import type { TestApp } from '../../../testing/test-app';
import { classId } from '../../print/print.fixture';
import { buildScanPaper, teacherOf } from '../../scan/testing/scan.fixture';

/** A student's sitting: per question [score, option read] (option only for objective ones), or 缺考. */
export type Sitting = 'absent' | [number, string?][];

/**
 * A paper of the teacher (q1, q2 单选 3 分 keyed A and B; q3 解答 12 分; 知识点 q1 → 甲, q2 → 乙,
 * q3 → 甲 and 乙 equally) with final scores written into the marking read model and the options
 * read into scan pages, for the first students of each named class. `createdAt` orders papers.
 */
export async function buildScoredPaper(
  t: TestApp,
  title: string,
  createdAt: string,
  classes: Record<string, Sitting[]>,
) {
  const db = t.ctx.db;
  const { userId, orgId } = await teacherOf(t);
  const paper = await buildScanPaper(t, { counts: { single: 2, solve: 1 } });
  const questions = paperQuestions(paper.doc);
  questions[0]!.key = 'A';
  questions[1]!.key = 'B';
  await db
    .updateTable('paperVersions')
    .set({ doc: JSON.stringify(paper.doc) })
    .where('paperId', '=', paper.id)
    .execute();
  await db.updateTable('papers').set({ title, createdAt }).where('id', '=', paper.id).execute();
  await knowledgeOnce(
    t,
    questions.map((q) => q.questionId),
  );
  const at = nowIso(t.clock.now);
  const batchId = newId(t.clock.now);
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
  const fileId = newId(t.clock.now);
  await db
    .insertInto('scanFiles')
    .values({
      id: fileId,
      orgId,
      batchId,
      sha256: fileId,
      blobKey: fileId,
      name: 'scan.pdf',
      size: 1,
      pageCount: 0,
      status: 'split',
      reason: null,
      receivedBy: userId,
      receivedAt: at,
    })
    .execute();
  let index = 0;
  const students: Record<string, { id: string; name: string }[]> = {};
  for (const [className, sittings] of Object.entries(classes)) {
    const cls = await classId(t, className);
    const roster = await db
      .selectFrom('students')
      .select(['id', 'name'])
      .where('classId', '=', cls)
      .orderBy('examNo')
      .limit(sittings.length)
      .execute();
    students[className] = roster;
    for (const [i, sitting] of sittings.entries()) {
      const s = roster[i]!;
      const absent = sitting === 'absent';
      const scores = absent ? questions.map(() => 0) : sitting.map(([v]) => v);
      const objective = absent
        ? []
        : questions.flatMap((q, k) =>
            k < 2 ? [{ questionId: q.id, no: q.no, read: sitting[k]![1] ?? '' }] : [],
          );
      await db
        .insertInto('scanPages')
        .values({
          id: newId(t.clock.now),
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
          pageNo: 1,
          studentId: s.id,
          examNo: null,
          absent: absent ? 1 : 0,
          duplicateOf: null,
          objective: JSON.stringify(objective),
          objectiveScore: absent ? null : scores[0]! + scores[1]!,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      for (const [k, q] of questions.entries())
        await db
          .insertInto('studentScores')
          .values({
            paperId: paper.id,
            studentId: s.id,
            classId: cls,
            questionId: q.id,
            no: q.no,
            part: 0,
            level: 'question',
            kind: k < 2 ? 'objective' : 'subjective',
            score: absent ? null : scores[k]!,
            fullMarks: q.score,
            updatedAt: at,
          })
          .execute();
      await db
        .insertInto('studentTotals')
        .values({
          paperId: paper.id,
          studentId: s.id,
          classId: cls,
          objective: absent ? null : scores[0]! + scores[1]!,
          subjective: absent ? null : scores[2]!,
          total: absent ? null : scores.reduce((a, b) => a + b, 0),
          absent: absent ? 1 : 0,
          complete: absent ? 0 : 1,
          updatedAt: at,
        })
        .execute();
    }
  }
  return { id: paper.id, students };
}

/** Bank rows for the paper's questions and their 知识点 甲 and 乙 (once per database). */
async function knowledgeOnce(t: TestApp, ids: string[]) {
  const db = t.ctx.db;
  const have = await db
    .selectFrom('knowledgePoints')
    .select('id')
    .where('id', '=', 'kp-a')
    .execute();
  if (have.length) return;
  const at = nowIso(t.clock.now);
  await db
    .insertInto('knowledgePoints')
    .values([
      { id: 'kp-a', subjectId: 'junior-math', pid: null, name: '知识点甲', sort: 1 },
      { id: 'kp-b', subjectId: 'junior-math', pid: null, name: '知识点乙', sort: 2 },
    ])
    .execute();
  for (const id of ids)
    await db
      .insertInto('questions')
      .values({
        id,
        subjectId: 'junior-math',
        kind: 'single',
        difficulty: 3,
        year: 2025,
        source: '',
        paperType: '',
        region: '',
        score: 3,
        content: '{}',
        searchText: '',
        detailText: '',
        originId: null,
        ownerId: null,
        orgId: null,
        seedKey: null,
        usedCount: 0,
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      })
      .execute();
  const [q1, q2, q3] = ids;
  await db
    .insertInto('questionKnowledge')
    .values([
      { questionId: q1!, knowledgeId: 'kp-a', weight: 1 },
      { questionId: q2!, knowledgeId: 'kp-b', weight: 1 },
      { questionId: q3!, knowledgeId: 'kp-a', weight: 1 },
      { questionId: q3!, knowledgeId: 'kp-b', weight: 1 },
    ])
    .execute();
}
