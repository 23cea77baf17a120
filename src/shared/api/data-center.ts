import type { GroupSummary, ScoreBand } from '../analysis';

/** 数据中心: the grade a report covers and its classes. */
export interface DataCenterGrade {
  gradeId: string;
  gradeName: string;
  classes: { id: string; name: string; students: number }[];
}

/** 学科统计: one subject of the grade over the school year. */
export interface SubjectRow {
  subjectId: string;
  subjectName: string;
  /** Papers given to the grade's classes (布置). */
  papers: number;
  /** Papers with final scores. */
  scoredPapers: number;
  /** Students who sat (final score, not 缺考) over students of the classes given those papers. */
  participation: number | null;
  /** Mean over the scored papers of the grade's 得分率 (mean / full marks). */
  scoreRate: number | null;
  /** 得分率 per scored paper in date order. */
  trend: { paperId: string; title: string; date: string; scoreRate: number | null }[];
}

export interface SubjectReport extends DataCenterGrade {
  rows: SubjectRow[];
}

/** 作业批改报表: one teacher and class. */
export interface CorrectRow {
  teacherId: string;
  teacherName: string;
  classId: string;
  className: string;
  /** Papers the teacher gave the class. */
  assigned: number;
  /** Papers with the class's answers scanned. */
  scanned: number;
  /** Papers whose every scanned answer of the class has its final score. */
  marked: number;
  /** Marked within the limit of the class's first scanned answer. */
  onTime: number;
  /** Marked after the limit. */
  late: number;
  /** Scanned, not yet marked, and past the limit. */
  overdue: number;
  /** marked / assigned. */
  completion: number | null;
}

export interface CorrectReport extends DataCenterGrade {
  /** 按时批改的时限 (hours from the first scanned answer to the last final score). */
  limitHours: number;
  rows: CorrectRow[];
}

/** 班级均分及小题对比 of one paper. */
export interface AverageReport extends DataCenterGrade {
  papers: { id: string; title: string; subjectName: string; date: string }[];
  paperId: string | null;
  title: string;
  full: number;
  grade: { summary: GroupSummary; bands: ScoreBand[] } | null;
  rows: { classId: string; className: string; summary: GroupSummary; overAverage: number | null }[];
  /** Per question: the grade's 得分率 and each class's. */
  questions: {
    questionId: string;
    no: number;
    full: number;
    gradeRate: number | null;
    rates: Record<string, number | null>;
  }[];
}
