/** The plain data the grade reports print (the server fills it from shared/analysis). */

/** The top of every report. */
export interface ReportHeading {
  /** The paper's title. */
  title: string;
  /** School, grade, subject, date … on one line. */
  subtitle: string;
  /** A note under the subtitle, e.g. that a test print holds invented data. */
  note?: string;
}

/** A scored item as a column. */
export interface ReportQuestion {
  label: string;
  full: number;
}

/** One student on a class's score sheet. */
export interface SheetRow {
  examNo: string;
  name: string;
  absent: boolean;
  /** Per item, aligned with the questions (null: no score). */
  scores: readonly (number | null)[];
  objective: number | null;
  subjective: number | null;
  total: number | null;
  classRank: number | null;
  gradeRank: number | null;
}

/** The class figures printed under the sheet. */
export interface SheetSummary {
  participants: number;
  absent: number;
  mean: number | null;
  max: number | null;
  min: number | null;
  median: number | null;
  sd: number | null;
}

/** A class's score sheet (成绩单). */
export interface ScoreSheetData {
  heading: ReportHeading;
  className: string;
  full: number;
  questions: readonly ReportQuestion[];
  rows: readonly SheetRow[];
  summary: SheetSummary;
}

/** A 知识点 with the student's 得分率. */
export interface WeakPoint {
  name: string;
  rate: number;
}

/** One student's report slip (成绩条): the sheet's row and what a student reads beside it. */
export interface SlipData extends SheetRow {
  className: string;
  /** 参考人数 of the class and of the grade. */
  classSize: number;
  gradeSize: number;
  classMean: number | null;
  gradeMean: number | null;
  /** The two or three weakest 知识点 (empty when none is below 100%). */
  weakest: readonly WeakPoint[];
  /** False when the paper's items carry no 知识点. */
  hasKnowledge: boolean;
}

/** Report slips, several per A4 with cut lines. */
export interface ReportSlipsData {
  heading: ReportHeading;
  full: number;
  questions: readonly ReportQuestion[];
  slips: readonly SlipData[];
  /** Slips per A4 page ('auto': as many as fit, at most 8); fewer when a slip needs more room. */
  perPage: number | 'auto';
}

/** A group's line in the grade summary (the grade first, then each class). */
export interface SummaryRow extends SheetSummary {
  name: string;
  /** 超均率 (null on the grade's row). */
  overAverage: number | null;
  /** Place among the classes by mean (null on the grade's row). */
  rank: number | null;
  rates: { excellent: number | null; good: number | null; pass: number | null; low: number | null };
}

/** A group's 分数段: counts and cumulative shares per band, bands from the top. */
export interface BandRow {
  name: string;
  counts: readonly number[];
  cumShares: readonly (number | null)[];
}

/** An item's line in the grade summary. */
export interface QuestionRow {
  label: string;
  kind: string;
  full: number;
  mean: number | null;
  /** 得分率 = 难度 P. */
  scoreRate: number | null;
  discrimination: number | null;
  /** 得分率 per class, in the order of `classNames`. */
  classRates: readonly (number | null)[];
}

/** 临界生 of a class, by line (names). */
export interface CriticalRow {
  name: string;
  excellent: readonly string[];
  good: readonly string[];
  pass: readonly string[];
}

/** A figure's definition as printed at the end of the summary. */
export interface DefinitionLine {
  name: string;
  formula: string;
  convention: string;
}

/** The grade summary (年级成绩汇总) of one paper. */
export interface GradeSummaryData {
  heading: ReportHeading;
  full: number;
  /** 四率 lines in points. */
  lines: { excellent: number; good: number; pass: number; low: number };
  bandWidth: number;
  criticalBuffer: number;
  alpha: number | null;
  rows: readonly SummaryRow[];
  bandLabels: readonly string[];
  bands: readonly BandRow[];
  classNames: readonly string[];
  questions: readonly QuestionRow[];
  critical: readonly CriticalRow[];
  definitions: readonly DefinitionLine[];
}
