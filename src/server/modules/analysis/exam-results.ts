import {
  isObjective,
  optionLabels,
  paperQuestions,
  QUESTION_KINDS,
  type PaperDoc,
} from '../../../layout';
import {
  BAND_WIDTHS,
  type AnalysisQuestion,
  type AnalysisSettings,
  type BandWidth,
  type StudentResult,
} from '../../../shared/analysis';
import type { Db } from '../../db/connect';
import { analysisSettingsOf } from '../school/analysis-settings';

/** The school's settings (% lines, any band width) as the metrics take them (fractions, 5/10/20). */
export async function settingsFor(db: Db, orgId: string, subjectId: string) {
  const s = await analysisSettingsOf(db, orgId, subjectId);
  const bandWidth = BAND_WIDTHS.reduce<BandWidth>(
    (best, w) => (Math.abs(w - s.bandWidth) < Math.abs(best - s.bandWidth) ? w : best),
    10,
  );
  const settings: AnalysisSettings = {
    lines: {
      excellent: s.excellent / 100,
      good: s.good / 100,
      pass: s.pass / 100,
      low: s.low / 100,
    },
    bandWidth,
    criticalBuffer: s.criticalBuffer,
  };
  return settings;
}

/** A paper's questions as analysis items, with their 知识点 weights from the bank. */
export async function questionsOf(db: Db, doc: PaperDoc): Promise<AnalysisQuestion[]> {
  const questions = paperQuestions(doc);
  const ids = [...new Set(questions.map((q) => q.questionId))];
  const links = ids.length
    ? await db
        .selectFrom('questionKnowledge')
        .innerJoin('knowledgePoints', 'knowledgePoints.id', 'questionKnowledge.knowledgeId')
        .select([
          'questionKnowledge.questionId',
          'questionKnowledge.weight',
          'knowledgePoints.id',
          'knowledgePoints.name',
        ])
        .where('questionKnowledge.questionId', 'in', ids)
        .execute()
    : [];
  return questions.map((q) => {
    const mine = links.filter((l) => l.questionId === q.questionId);
    const sum = mine.reduce((s, l) => s + Number(l.weight), 0) || 1;
    const objective = isObjective(q.kind);
    return {
      id: q.id,
      label: String(q.no),
      full: q.score,
      kind: QUESTION_KINDS[q.kind].name,
      objective,
      ...(objective ? { key: q.key, options: optionLabels(q) } : {}),
      knowledge: mine.map((l) => ({ id: l.id, name: l.name, weight: Number(l.weight) / sum })),
    };
  });
}

/**
 * A marked paper's results from the marking read model: every student of its classes whose score
 * is final (all questions scored) or who is 缺考; students still being marked or never scanned are
 * left out. Null while no student has a final score.
 */
export async function examResultsOf(db: Db, paperId: string, doc: PaperDoc) {
  const totals = await db
    .selectFrom('studentTotals')
    .innerJoin('students', 'students.id', 'studentTotals.studentId')
    .innerJoin('classes', 'classes.id', 'studentTotals.classId')
    .select([
      'students.id',
      'students.name',
      'students.examNo',
      'classes.id as classId',
      'classes.name as className',
      'studentTotals.absent',
      'studentTotals.complete',
    ])
    .where('studentTotals.paperId', '=', paperId)
    .where((eb) =>
      eb.or([eb('studentTotals.complete', '=', 1), eb('studentTotals.absent', '=', 1)]),
    )
    .orderBy('classes.sort')
    .orderBy('students.examNo')
    .execute();
  if (!totals.some((t) => t.complete === 1 && t.absent !== 1)) return null;
  const questions = await questionsOf(db, doc);
  const scores = await db
    .selectFrom('studentScores')
    .select(['studentId', 'questionId', 'score'])
    .where('paperId', '=', paperId)
    .where('part', '=', 0)
    .execute();
  const byStudent = new Map<string, Map<string, number>>();
  for (const s of scores) {
    const m = byStudent.get(s.studentId) ?? new Map<string, number>();
    m.set(s.questionId, Number(s.score ?? 0));
    byStudent.set(s.studentId, m);
  }
  const students: StudentResult[] = totals.map((t) => ({
    id: t.id,
    name: t.name,
    examNo: t.examNo,
    classId: t.classId,
    className: t.className,
    absent: t.absent === 1,
    scores: questions.map((q) => byStudent.get(t.id)?.get(q.id) ?? 0),
  }));
  return { questions, students };
}
