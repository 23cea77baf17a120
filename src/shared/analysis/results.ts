import { roundScore, type AnalysisQuestion, type StudentResult } from './analysis.types';

/** Students who sat the paper (缺考 left out). */
export const participantsOf = (students: readonly StudentResult[]): StudentResult[] =>
  students.filter((s) => !s.absent);

/** A student's score on one item (0 where the item has no score). */
export const scoreAt = (s: StudentResult, i: number): number => s.scores[i] ?? 0;

/** Sum of a student's scores over the items for which `pick` is true, at 0.01 points. */
export const sumScores = (
  s: StudentResult,
  questions: readonly AnalysisQuestion[],
  pick: (q: AnalysisQuestion) => boolean = () => true,
): number => {
  let sum = 0;
  questions.forEach((q, i) => {
    if (pick(q)) sum += scoreAt(s, i);
  });
  return roundScore(sum);
};

/** 总分 of a student, null when 缺考. */
export const totalOf = (s: StudentResult, questions: readonly AnalysisQuestion[]): number | null =>
  s.absent ? null : sumScores(s, questions);

/** Students grouped by class, classes in natural order of their names (初一(2)班 before (10)班). */
export const byClass = (students: readonly StudentResult[]): StudentResult[][] => {
  const groups = new Map<string, StudentResult[]>();
  for (const s of students) {
    const g = groups.get(s.classId);
    if (g) g.push(s);
    else groups.set(s.classId, [s]);
  }
  return [...groups.values()].sort((a, b) =>
    a[0]!.className.localeCompare(b[0]!.className, 'zh-CN', { numeric: true }),
  );
};
