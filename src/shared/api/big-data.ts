/** A grade and subject over the period (papers given to the grade's classes). */
export interface BigDataCell {
  gradeId: string;
  gradeName: string;
  subjectId: string;
  subjectName: string;
  /** Papers given (布置). */
  papers: number;
  /** Papers with final scores. */
  scoredPapers: number;
  /** Students who sat over students of the classes given each paper (学科统计's definition). */
  participation: number | null;
  /** Mean over the scored papers of the grade's 得分率. */
  scoreRate: number | null;
  /** 得分率 per scored paper in date order. */
  trend: { paperId: string; title: string; date: string; scoreRate: number | null }[];
}

/** A grade over the period, for comparison. */
export interface BigDataGrade {
  gradeId: string;
  gradeName: string;
  students: number;
  papers: number;
  participation: number | null;
  scoreRate: number | null;
  /** Mean hours from a class's first scanned answer to its last final score (批改周期). */
  turnaroundHours: number | null;
  /** Classes' papers marked (已完成) over classes' papers scanned. */
  marked: number;
  scanned: number;
}

/** 得分率 of a 知识点 in a grade over the period's scored papers. */
export interface BigDataKnowledge {
  gradeId: string;
  knowledgeId: string;
  name: string;
  got: number;
  possible: number;
  rate: number | null;
  /** The paper where this point weighs most, for the drill-down. */
  paperId: string;
  subjectId: string;
}

/** /bigData: the school over a period. */
export interface BigDataReport {
  schoolName: string;
  from: string;
  to: string;
  cells: BigDataCell[];
  grades: BigDataGrade[];
  knowledge: BigDataKnowledge[];
  /** The ten lowest 得分率 (below 100%) of the period, lowest first. */
  weakest: BigDataKnowledge[];
}
