import { examFull, type ExamResults, type StudentResult } from './analysis.types';
import { scoreBands, type ScoreBand } from './bands';
import { criticalStudents, type CriticalStudent } from './critical';
import { boxStatsOf, type BoxStats } from './descriptive';
import { kindRates, knowledgeRates, type RateItem } from './knowledge';
import { optionDistribution, type OptionDistribution } from './options';
import { alphaOf, questionStats, type QuestionStats } from './questions';
import { competitionRanks } from './ranking';
import { lineScores, type RateKey } from './rates';
import { byClass, participantsOf, sumScores, totalOf } from './results';
import { DEFAULT_ANALYSIS_SETTINGS, type AnalysisSettings } from './settings';
import { tScore, zScore } from './standard-scores';
import { overAverageRate, summarize, type GroupSummary } from './summary';

/** One student's line: totals, ranks in class and grade, standard scores (all null when 缺考). */
export interface StudentRow {
  student: StudentResult;
  total: number | null;
  objective: number | null;
  subjective: number | null;
  classRank: number | null;
  gradeRank: number | null;
  z: number | null;
  t: number | null;
}

/** Everything of one group (the grade, or a class). */
export interface GroupAnalysis {
  summary: GroupSummary;
  bands: ScoreBand[];
  box: BoxStats | null;
  questions: QuestionStats[];
  knowledge: RateItem[];
  kinds: RateItem[];
  critical: Record<'excellent' | 'good' | 'pass', CriticalStudent[]>;
}

/** A class: its figures, 超均率 against the grade and its place among the classes by mean. */
export interface ClassAnalysis extends GroupAnalysis {
  classId: string;
  className: string;
  overAverage: number | null;
  rank: number | null;
}

/** The analysis of one paper over every class it was given to. */
export interface ExamAnalysis {
  full: number;
  settings: AnalysisSettings;
  /** The 四率 lines in points. */
  lines: Record<RateKey, number>;
  alpha: number | null;
  grade: GroupAnalysis;
  classes: ClassAnalysis[];
  /** Students in class order, then by class rank (缺考 last), then by name. */
  students: StudentRow[];
  /** Per objective item, over the grade. */
  options: OptionDistribution[];
}

/** Analyses a paper's results with a school's settings (defaults: 85/70/60/40 %, 10, 5). */
export const analyseExam = (
  results: ExamResults,
  settings: AnalysisSettings = DEFAULT_ANALYSIS_SETTINGS,
): ExamAnalysis => {
  const { questions, students } = results;
  const full = examFull(questions);
  const lines = lineScores(full, settings.lines);
  const totals = new Map(students.map((s) => [s.id, totalOf(s, questions)]));
  const totalsOf = (group: readonly StudentResult[]): number[] =>
    group.flatMap((s) => (s.absent ? [] : [totals.get(s.id)!]));

  const group = (members: readonly StudentResult[]): GroupAnalysis => {
    const present = participantsOf(members);
    const scores = totalsOf(members);
    return {
      summary: summarize(scores, members.length - present.length, full, settings.lines),
      bands: scoreBands(scores, full, settings.bandWidth),
      box: boxStatsOf(scores),
      questions: questionStats(questions, present),
      knowledge: knowledgeRates(questions, present),
      kinds: kindRates(questions, present),
      critical: criticalStudents(
        present.map((s) => ({
          id: s.id,
          name: s.name,
          classId: s.classId,
          className: s.className,
          total: totals.get(s.id)!,
        })),
        lines,
        settings.criticalBuffer,
      ),
    };
  };

  const grade = group(students);
  const classGroups = byClass(students);
  const classes = classGroups.map((members) => ({
    classId: members[0]!.classId,
    className: members[0]!.className,
    ...group(members),
  }));
  const classRanks = competitionRanks(classes.map((c) => c.summary.mean));
  const gradeRanks = competitionRanks(students.map((s) => totals.get(s.id)!));
  const gradeRankOf = new Map(students.map((s, i) => [s.id, gradeRanks[i]!]));

  const rows = classGroups.flatMap((members) => {
    const ranks = competitionRanks(members.map((s) => totals.get(s.id)!));
    const { mean, sd } = grade.summary;
    return members
      .map((s, i): StudentRow => {
        const total = totals.get(s.id)!;
        const z = zScore(total, mean, sd);
        return {
          student: s,
          total,
          objective: s.absent ? null : sumScores(s, questions, (q) => q.objective),
          subjective: s.absent ? null : sumScores(s, questions, (q) => !q.objective),
          classRank: ranks[i]!,
          gradeRank: gradeRankOf.get(s.id)!,
          z,
          t: tScore(z),
        };
      })
      .sort(
        (a, b) =>
          (a.classRank ?? Infinity) - (b.classRank ?? Infinity) ||
          a.student.name.localeCompare(b.student.name, 'zh-CN'),
      );
  });

  const present = participantsOf(students);
  return {
    full,
    settings,
    lines,
    alpha: alphaOf(questions, present),
    grade,
    classes: classes.map((c, i) => ({
      ...c,
      overAverage: overAverageRate(c.summary.mean, grade.summary.mean),
      rank: classRanks[i]!,
    })),
    students: rows,
    options: questions.flatMap((q, i) => (q.objective ? [optionDistribution(q, i, present)] : [])),
  };
};
