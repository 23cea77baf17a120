import { z } from 'zod';
import type { PaperOption, PaperPart, RichText } from '../../layout';
import type { GroupSummary, OptionDistribution, RateKey, ScoreBand } from '../analysis';

/** Path parameters of a paper's 作业助手 routes. */
export const assistantPaperParams = z.object({ id: z.string() });

/** Path parameters of an answer image: the marking item and the image's index. */
export const assistantCropParams = z.object({
  id: z.string(),
  itemId: z.string(),
  index: z.coerce.number().int().min(0),
});

/** Submitted / expected of one class, with its figures from the analysis. */
export interface AssistantClassRow {
  classId: string;
  className: string;
  /** Students of the class (应交). */
  expected: number;
  /** Students with a scanned answer sheet (已交). */
  submitted: number;
  /** Students marked 缺考. */
  absent: number;
  /** Students whose every question has its final score (counted in the figures). */
  final: number;
  mean: number | null;
  scoreRate: number | null;
}

/** One question's figures over the grade (from shared/analysis questionStats). */
export interface AssistantQuestionRow {
  questionId: string;
  label: string;
  kind: string;
  objective: boolean;
  full: number;
  participants: number;
  mean: number | null;
  /** 得分率 = mean / full. */
  scoreRate: number | null;
  fullCount: number;
  /** Participants below full marks (答错或不全对). */
  wrongCount: number;
  /** 得分率 per class, in the order of `classes`. */
  classRates: (number | null)[];
}

/** When one class's answer cards came in (时间顺序). */
export const assistantClassTimeline = z.object({
  classId: z.string(),
  className: z.string(),
  /**
   * Each submitting student's first scanned page (ISO time), earliest first: the class's
   * cumulative 已交 after the n-th time is n.
   */
  times: z.array(z.string()),
});
export type AssistantClassTimeline = z.infer<typeof assistantClassTimeline>;

/** A class row of 数据分析: submitted / expected and the first and last submission. */
export const assistantSubmissionRow = z.looseObject({
  /** The earliest submission of the class (ISO time); null when none came in. */
  firstAt: z.string().nullable(),
  /** The latest submission of the class (ISO time); null when none came in. */
  lastAt: z.string().nullable(),
});
export type AssistantSubmissionRow = AssistantClassRow & z.infer<typeof assistantSubmissionRow>;

/**
 * What the overview's schema checks (the new submission times); the other fields pass through as
 * the service shapes them.
 */
export const assistantOverviewSchema = z.looseObject({
  classes: z.array(assistantSubmissionRow),
  timeline: z.array(assistantClassTimeline),
});

/** GET /api/teacher/assistant/papers/:id/overview: 数据分析 of one homework. */
export interface AssistantOverview {
  paperId: string;
  title: string;
  full: number;
  lines: Record<RateKey, number>;
  summary: GroupSummary;
  classes: AssistantSubmissionRow[];
  /** When each class's cards came in, in the order of `classes`. */
  timeline: AssistantClassTimeline[];
  bands: ScoreBand[];
  /** In paper order. */
  questions: AssistantQuestionRow[];
  /** Question ids, the lowest 得分率 first (ties: more students wrong, then paper order). */
  hardest: string[];
}

/** An answer marked 优秀答卷 or 典型错误 during marking. */
export interface AssistantExample {
  itemId: string;
  kind: '优秀答卷' | '典型错误';
  note: string;
  studentName: string;
  className: string;
  score: number | null;
  /** Number of answer images (GET …/items/:itemId/crops/:index). */
  images: number;
}

/** A student to ask in class. */
export interface AssistantAskStudent {
  name: string;
  className: string;
  score: number;
  /** The option they chose (objective questions). */
  answer: string | null;
}

/** One screen of 作业讲评. */
export interface AssistantSlide {
  questionId: string;
  label: string;
  kind: string;
  objective: boolean;
  full: number;
  stem: RichText;
  /** Scored parts (1) (2) … of the question, each with its stem. */
  parts: PaperPart[];
  options: PaperOption[];
  key: string;
  answer: RichText;
  analysis: RichText;
  mean: number | null;
  scoreRate: number | null;
  participants: number;
  fullCount: number;
  /** 选项分布 over the grade (objective questions). */
  distribution: OptionDistribution | null;
  examples: AssistantExample[];
  /** Who got it right (to explain it) and who did not (to find the mistake). */
  ask: { right: AssistantAskStudent[]; wrong: AssistantAskStudent[] };
}

/** GET /api/teacher/assistant/papers/:id/commentary. */
export interface AssistantCommentary {
  paperId: string;
  title: string;
  /** In paper order. */
  slides: AssistantSlide[];
}

/** A cell of 作业详情: the final score and where the answer is. */
export interface AssistantCell {
  score: number | null;
  /** The marking item holding the answer image (subjective questions), or null. */
  itemId: string | null;
  images: number;
  /** The option read (objective questions), "" blank, null unknown. */
  answer: string | null;
}

/** A student's row of 作业详情. */
export interface AssistantDetailRow {
  studentId: string;
  name: string;
  examNo: string;
  classId: string;
  className: string;
  absent: boolean;
  total: number | null;
  cells: AssistantCell[];
}

/** GET /api/teacher/assistant/papers/:id/details: the student × question matrix. */
export interface AssistantDetails {
  paperId: string;
  title: string;
  full: number;
  classes: { id: string; name: string }[];
  questions: { questionId: string; label: string; full: number; objective: boolean }[];
  rows: AssistantDetailRow[];
}

/** A student the report asks the teacher to look after. */
export interface AssistantAttention {
  name: string;
  examNo: string;
  className: string;
  total: number | null;
  reason: string;
}

/** GET /api/teacher/assistant/papers/:id/report: 作业报告 (the page and the PDF print it). */
export interface AssistantReport {
  paperId: string;
  title: string;
  subtitle: string;
  full: number;
  lines: Record<RateKey, number>;
  grade: GroupSummary;
  classes: { className: string; expected: number; submitted: number; summary: GroupSummary }[];
  classNames: string[];
  questions: AssistantQuestionRow[];
  attention: AssistantAttention[];
}
