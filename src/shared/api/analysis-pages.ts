import type {
  AnalysisSettings,
  AnswerCount,
  ExamAnalysis,
  GroupSummary,
  MetricDefinition,
  MetricKey,
  OptionCount,
  RateKey,
} from '../analysis';

/** A class that sat a paper; `readable` when the user may open its 班级学情. */
export interface AnalysisClassItem {
  id: string;
  name: string;
  readable: boolean;
}

/** A paper with final scores the user may analyse (one exam over every class that sat it). */
export interface AnalysisPaperItem {
  id: string;
  title: string;
  subjectId: string;
  subjectName: string;
  /** The grade (学年) of the classes that sat it. */
  gradeId: string;
  gradeName: string;
  classes: AnalysisClassItem[];
  createdAt: string;
}

/** GET /api/teacher/analysis/papers: the selectors' choices and the papers matching the filter. */
export interface AnalysisPaperList {
  /** Every grade and subject with an analysable paper (unfiltered, for the selectors). */
  grades: { id: string; name: string }[];
  subjects: { id: string; name: string }[];
  /** Newest first. */
  papers: AnalysisPaperItem[];
}

/** GET /api/teacher/analysis/papers/:id/grade. */
export interface GradeAnalysisAnswer {
  paperId: string;
  title: string;
  analysis: ExamAnalysis;
  definitions: Record<MetricKey, MetricDefinition>;
}

/** One student of the class table (figures null when 缺考). */
export interface ClassStudentRow {
  studentId: string;
  name: string;
  examNo: string;
  absent: boolean;
  total: number | null;
  objective: number | null;
  subjective: number | null;
  classRank: number | null;
  gradeRank: number | null;
  /** 进退步 of the class rank against the previous paper (positive = 进步). */
  classProgress: number | null;
  /** 进退步 of the grade rank against the previous paper. */
  gradeProgress: number | null;
}

/** A question's 得分率 in the class beside the grade's. */
export interface ClassQuestionRow {
  questionId: string;
  label: string;
  kind: string;
  objective: boolean;
  full: number;
  classMean: number | null;
  classRate: number | null;
  gradeMean: number | null;
  gradeRate: number | null;
}

/** An answer of an objective question with the students who gave it. */
export interface ClassAnswerCount extends AnswerCount {
  students: { id: string; name: string }[];
}

/** 选项分布 of an objective question in the class. */
export interface ClassOptionRow {
  questionId: string;
  label: string;
  key: string;
  answers: ClassAnswerCount[];
  options: OptionCount[];
  unread: number;
}

/** A 知识点 or 题型 with the class's and the grade's 得分率. */
export interface ClassRateRow {
  key: string;
  name: string;
  classRate: number | null;
  gradeRate: number | null;
}

/** GET /api/teacher/analysis/papers/:id/classes/:classId. */
export interface ClassAnalysisAnswer {
  paperId: string;
  title: string;
  classId: string;
  className: string;
  full: number;
  settings: AnalysisSettings;
  lines: Record<RateKey, number>;
  /** The paper 进退步 compares with, or null when the class sat no earlier paper of the subject. */
  previous: { paperId: string; title: string } | null;
  summary: GroupSummary;
  gradeSummary: GroupSummary;
  students: ClassStudentRow[];
  questions: ClassQuestionRow[];
  options: ClassOptionRow[];
  knowledge: ClassRateRow[];
  kinds: ClassRateRow[];
  definitions: Record<MetricKey, MetricDefinition>;
}

/** The tables of 年级学情 that export to .xlsx. */
export const GRADE_TABLES = ['summary', 'bands', 'questions', 'critical'] as const;
/** A table of 年级学情. */
export type GradeTable = (typeof GRADE_TABLES)[number];

/** The tables of 班级学情 that export to .xlsx. */
export const CLASS_TABLES = [
  'students',
  'questions',
  'options',
  'knowledge',
  'kinds',
  'below',
] as const;
/** A table of 班级学情. */
export type ClassTable = (typeof CLASS_TABLES)[number];
