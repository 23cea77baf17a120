import type { PaperSize } from './paper-sizes';

/** Question kinds (题型). The card draws bubbles for objective kinds and boxes for the rest. */
export const QUESTION_KINDS = {
  single: { typeId: 1, name: '单选', section: '选择题', objective: true },
  double: { typeId: 2, name: '双选', section: '双选题', objective: true },
  multi: { typeId: 3, name: '多选', section: '多选题', objective: true },
  judge: { typeId: 4, name: '判断', section: '判断题', objective: true },
  blank: { typeId: 5, name: '填空', section: '填空题', objective: false },
  solve: { typeId: 6, name: '解答', section: '解答题', objective: false },
  apply: { typeId: 7, name: '应用', section: '应用题', objective: false },
  essay: { typeId: 8, name: '作文', section: '作文', objective: false },
} as const;
/** One of the question kinds. */
export type QuestionKind = keyof typeof QUESTION_KINDS;
/** All question kinds in their usual order on a paper. */
export const QUESTION_KIND_ORDER = Object.keys(QUESTION_KINDS) as QuestionKind[];

/** Tells whether a kind is read by bubbles (objective). */
export const isObjective = (kind: QuestionKind): boolean => QUESTION_KINDS[kind].objective;

/** One inline run of rich text: Chinese text, TeX, an image, a line break or a fill-in blank. */
export type Inline =
  | { t: 'text'; v: string }
  | { t: 'tex'; v: string; display?: boolean }
  | { t: 'img'; src: string; w: number; h: number }
  | { t: 'br' }
  | { t: 'blank'; len?: number };
/** Rich text: stems, options, answers and 解析 are lists of inline runs (img w/h in mm). */
export type RichText = Inline[];

/** One option of an objective question; judge questions have options T and F. */
export interface PaperOption {
  label: string;
  content: RichText;
}

/** A scored part of a question, e.g. (1) (2). */
export interface PaperPart {
  label: string;
  score: number;
  stem: RichText;
  answer: RichText;
}

/** Answer-card options of a question that the teacher may adjust in /paperset. */
export interface QuestionCardOptions {
  /** Height of the subjective answer box in mm; computed from kind and score when absent. */
  boxHeight?: number;
  /** Number of squares of an essay grid. */
  essayChars?: number;
  /** Questions sharing an optional group are 选做题: the student bubbles the one answered. */
  optionalGroup?: string;
}

/** A question as placed on a paper (小题), numbered across the paper. */
export interface PaperQuestion {
  /** Stable id within the paper version. */
  id: string;
  /** The bank question it came from. */
  questionId: string;
  /** 小题 number across the paper, from 1. */
  no: number;
  kind: QuestionKind;
  score: number;
  stem: RichText;
  options: PaperOption[];
  /** Objective: the correct option labels, e.g. "A", "AC", "T". Subjective: empty. */
  key: string;
  /** Standard answer as rich text (objective questions repeat the key). */
  answer: RichText;
  analysis: RichText;
  parts: PaperPart[];
  card: QuestionCardOptions;
}

/** A 大题: questions of one kind under a header like 一、选择题（共6题，共12分）. */
export interface PaperSection {
  id: string;
  kind: QuestionKind;
  title: string;
  questions: PaperQuestion[];
}

/** How students are identified on the card. */
export type StudentIdMode = 'barcode' | 'bubbles' | 'both';

/** Paper settings (/paperset). */
export interface PaperSettings {
  title: string;
  subtitle: string;
  examMinutes: number;
  size: PaperSize;
  /** 密封线 gutter; only drawn on A3 and 8K. */
  sealLine: boolean;
  notice: string;
  answerPlacement: 'after-each' | 'end';
  card: {
    studentId: StudentIdMode;
    /** Digits of the 考号 bubble grid (4–12). */
    idDigits: number;
    /** Share of the marks for a multi-select answer partly right with nothing wrong (0–1). */
    multiPartialShare: number;
    /** Answer columns of the card (2 or 3 on A3/8K); the size's default when absent. */
    columns?: number;
  };
}

/** A saved paper version: what print draws and scan reads. */
export interface PaperDoc {
  id: string;
  version: number;
  settings: PaperSettings;
  sections: PaperSection[];
}

/** Objective questions come in groups of this many on the card. */
export const OBJECTIVE_GROUP_SIZE = 5;

/** Full marks of a paper: the sum of its questions' scores. */
export const fullMarks = (paper: Pick<PaperDoc, 'sections'>): number =>
  paper.sections.reduce((sum, s) => sum + s.questions.reduce((a, q) => a + q.score, 0), 0);

/** All questions of a paper in number order. */
export const paperQuestions = (paper: Pick<PaperDoc, 'sections'>): PaperQuestion[] =>
  paper.sections.flatMap((s) => s.questions);
