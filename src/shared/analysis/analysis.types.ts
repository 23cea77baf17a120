/**
 * The input of every metric: plain arrays of student results, whatever their source (the marking
 * read model, the database's aggregates, sample data). Scores are aligned with `questions`.
 */

/** A 知识点 of a question with its weight (a question's weights are normalised to sum 1). */
export interface KnowledgeWeight {
  id: string;
  name: string;
  weight: number;
}

/** A scored item of the paper: a question, or a part (小问) when scored by parts. */
export interface AnalysisQuestion {
  id: string;
  /** 题号 as printed: "1", "13", "13(2)". */
  label: string;
  /** Full marks (满分) of the item, > 0. */
  full: number;
  /** 题型 name: 单选, 多选, 填空, 解答 … */
  kind: string;
  /** Read by bubbles (客观题) rather than marked (主观题). */
  objective: boolean;
  /** Objective: the right option labels, e.g. "A", "AC", "T". */
  key?: string;
  /** Objective: the option labels offered, e.g. ["A", "B", "C", "D"]. */
  options?: readonly string[];
  knowledge: readonly KnowledgeWeight[];
}

/** One student's result on the paper. */
export interface StudentResult {
  id: string;
  name: string;
  /** 考号, when the school uses them. */
  examNo?: string;
  classId: string;
  className: string;
  /** 缺考: excluded from every mean, rank and rate, counted apart. `scores` is then ignored. */
  absent: boolean;
  /** Score per question, aligned with the exam's `questions`. */
  scores: readonly number[];
  /** Objective: the options marked per question ("" blank, null not read), aligned with `questions`. */
  answers?: readonly (string | null)[];
}

/** A paper's results: its items and every student it was given to (one exam over several classes). */
export interface ExamResults {
  questions: readonly AnalysisQuestion[];
  students: readonly StudentResult[];
}

/** Full marks of the paper: the sum of its items' full marks. */
export const examFull = (questions: readonly AnalysisQuestion[]): number =>
  roundScore(questions.reduce((sum, q) => sum + q.full, 0));

/**
 * Scores are compared and summed at 0.01 points (partial multi-select marks are rounded to 0.01),
 * so totals such as 0.1 + 0.2 tie with 0.3 as a teacher expects.
 */
export const roundScore = (x: number): number => Math.round(x * 100) / 100;
