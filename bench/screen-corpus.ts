/**
 * School for the big-data bench: 3 grades × 20 classes × 50 students (3,000), a term of 200
 * papers (20 questions each, bank questions with their 知识点) given to a whole grade, every score
 * final (about 1% 缺考), written straight into the marking read model as bench/analysis-api does.
 */
import type { Insertable } from 'kysely';
import { paperQuestions } from '../src/layout';
import type { StudentScoreTable, StudentTotalTable } from '../src/server/db/database';
import { newId } from '../src/server/lib/ids';
import { buildScanPaper, teacherOf } from '../src/server/modules/scan/testing/scan.fixture';
import type { TestApp } from '../src/server/testing/test-app';

const DAY = 24 * 3600_000;

/** Builds the school into the test app; answers the number of students and papers. */
export async function buildBigDataSchool(t: TestApp, papers = 200) {
  const db = t.ctx.db;
  const { orgId, userId } = await teacherOf(t);
  const at = new Date(t.clock.now).toISOString();
  const grades: { id: string; classes: { id: string; students: string[] }[] }[] = [];
  for (let g = 0; g < 3; g++) {
    const gradeId = newId(t.clock.now);
    await db
      .insertInto('classes')
      .values({
        id: gradeId,
        orgId,
        pid: null,
        type: 1,
        name: `基准${g + 7}年级`,
        cohort: 2024 - g,
        sort: 90 + g,
        createdAt: at,
      })
      .execute();
    const classes = [];
    for (let c = 0; c < 20; c++) {
      const id = newId(t.clock.now);
      await db
        .insertInto('classes')
        .values({
          id,
          orgId,
          pid: gradeId,
          type: 2,
          name: `基准${g + 7}年级(${c + 1})班`,
          cohort: 2024 - g,
          sort: c,
          createdAt: at,
        })
        .execute();
      const students = Array.from({ length: 50 }, (_, i) => ({
        id: newId(t.clock.now),
        orgId,
        classId: id,
        name: `学生${g}-${c}-${i}`,
        examNo: `Z${g}${String(c).padStart(2, '0')}${String(i).padStart(2, '0')}`,
        createdAt: at,
      }));
      await db.insertInto('students').values(students).execute();
      classes.push({ id, students: students.map((s) => s.id) });
    }
    grades.push({ id: gradeId, classes });
  }
  const bank = (
    await db.selectFrom('questionKnowledge').select('questionId').distinct().limit(400).execute()
  ).map((r) => r.questionId);
  let seed = 5;
  const rand = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let p = 0; p < papers; p++) {
    const paper = await buildScanPaper(t, { counts: { single: 8, blank: 6, solve: 6 } }, p + 1);
    const qs = paperQuestions(paper.doc);
    qs.forEach((q, i) => (q.questionId = bank[(p * 7 + i) % bank.length]!));
    const full = qs.reduce((s, q) => s + q.score, 0);
    await db.updateTable('papers').set({ fullMarks: full }).where('id', '=', paper.id).execute();
    await db
      .updateTable('paperVersions')
      .set({ doc: JSON.stringify(paper.doc) })
      .where('paperId', '=', paper.id)
      .execute();
    const grade = grades[p % 3]!;
    const given = new Date(t.clock.now - (papers - p) * (DAY / 2)).toISOString();
    await db
      .insertInto('paperClasses')
      .values(
        grade.classes.map((c) => ({
          paperId: paper.id,
          classId: c.id,
          assignedAt: given,
          assignedBy: userId,
        })),
      )
      .execute();
    const totals: Insertable<StudentTotalTable>[] = [];
    const scores: Insertable<StudentScoreTable>[] = [];
    for (const c of grade.classes)
      for (const s of c.students) {
        const absent = rand() < 0.01;
        const ability = rand();
        let total = 0;
        for (const q of qs) {
          const sc = absent
            ? null
            : Math.round(q.score * Math.min(1, ability + rand() * 0.4) * 2) / 2;
          total += sc ?? 0;
          scores.push({
            paperId: paper.id,
            studentId: s,
            classId: c.id,
            questionId: q.id,
            no: q.no,
            part: 0,
            level: 'question' as const,
            kind: q.kind === 'single' ? ('objective' as const) : ('subjective' as const),
            score: sc,
            fullMarks: q.score,
            updatedAt: given,
          });
        }
        totals.push({
          paperId: paper.id,
          studentId: s,
          classId: c.id,
          objective: null,
          subjective: null,
          total: absent ? null : total,
          absent: absent ? 1 : 0,
          complete: absent ? 0 : 1,
          updatedAt: given,
        });
      }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < totals.length; i += 500)
        await trx
          .insertInto('studentTotals')
          .values(totals.slice(i, i + 500))
          .execute();
      for (let i = 0; i < scores.length; i += 1000)
        await trx
          .insertInto('studentScores')
          .values(scores.slice(i, i + 1000))
          .execute();
    });
  }
  return { students: 3000, papers };
}
