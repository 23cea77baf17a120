import type { PageCode } from '../page-code/page-code';
import type { QuestionKind } from '../paper';
import type { Mm, PointMm, RectMm } from '../units';

/** A bubble the student fills: an explicit rect in mm (printed like "[A]"), never implied. */
export interface Bubble {
  /** Stable id the recogniser reports against, e.g. `q7-B`, `exam-no-3-8`. */
  id: string;
  rect: RectMm;
  /** The value it stands for: option label ("A", "T"), digit ("0"–"9") or question id. */
  value: string;
  /** The text printed inside the bubble ("A", "T", "0", "13"). */
  label: string;
}

/** Which part of a split element this is (1-based); { index: 1, count: 1 } when whole. */
export interface ElementPart {
  index: number;
  count: number;
}

/** Corner of a sheet: top-left, top-right, bottom-left, bottom-right. */
export type Corner = 'tl' | 'tr' | 'bl' | 'br';

/** Fields every element has: a stable id and its outer rect on the page. */
interface ElementBase {
  id: string;
  rect: RectMm;
}

/** Solid black square near a corner (定位块); the recogniser fits the page to these. */
export interface FiducialElement extends ElementBase {
  kind: 'fiducial';
  corner: Corner;
  centre: PointMm;
}

/** Solid black bar near the top-left fiducial only, so a page turned 180° is recognised. */
export interface OrientationCueElement extends ElementBase {
  kind: 'orientation-cue';
}

/** The page's QR code; print encodes `code` (plus the student's examNo when personalised). */
export interface PageCodeElement extends ElementBase {
  kind: 'page-code';
  code: PageCode;
  /** Square holding the QR symbol including its quiet zone. */
  qr: RectMm;
  quietZone: Mm;
  /** Line below the QR where the encoded text is printed small. */
  caption: RectMm;
}

/** What a text element is for; print styles by role, scan ignores text. */
export type TextRole = 'title' | 'subtitle' | 'section' | 'notice' | 'page-number';

/** Printed text, already wrapped: lines of `content` are separated by "\n". */
export interface TextElement extends ElementBase {
  kind: 'text';
  role: TextRole;
  /** Disambiguates several texts of one role on a page (e.g. the section id). */
  ref?: string;
  content: string;
  fontSize: Mm;
  lineHeight: Mm;
  weight: 'normal' | 'bold';
  align: 'left' | 'center' | 'right';
}

/** A handwriting field: label and the box to write in (print fills it when personalised). */
export interface HandField {
  label: '姓名' | '班级' | '考号';
  fill: 'name' | 'className' | 'examNo';
  labelRect: RectMm;
  box: RectMm;
}

/** 姓名/班级(/考号) handwriting fields on page 1. */
export interface StudentInfoElement extends ElementBase {
  kind: 'student-info';
  fields: HandField[];
}

/** 条形码粘贴区: the sticker zone; a personalised card prints the Code128 in `code`. */
export interface BarcodeAreaElement extends ElementBase {
  kind: 'barcode-area';
  label: '条形码粘贴区';
  code: RectMm;
}

/** One digit of the 考号 grid: the box to write it in and bubbles 0–9 below. */
export interface IdDigitColumn {
  index: number;
  writeBox: RectMm;
  bubbles: Bubble[];
}

/** 考号 bubble grid: `digits` columns × 0–9. */
export interface IdBubblesElement extends ElementBase {
  kind: 'id-bubbles';
  digits: number;
  title: '考号';
  titleRect: RectMm;
  columns: IdDigitColumn[];
}

/** 缺考 bubble, filled by the invigilator. */
export interface AbsentMarkElement extends ElementBase {
  kind: 'absent-mark';
  label: string;
  labelRect: RectMm;
  bubble: Bubble;
}

/** One objective question inside a group: number and its option bubbles. */
export interface ObjectiveItem {
  questionId: string;
  no: number;
  questionKind: QuestionKind;
  /** Several bubbles may be filled (多选/双选). */
  multiple: boolean;
  noRect: RectMm;
  bubbles: Bubble[];
}

/** Up to OBJECTIVE_GROUP_SIZE objective questions of one kind, one per row. */
export interface ObjectiveGroupElement extends ElementBase {
  kind: 'objective-group';
  questions: ObjectiveItem[];
}

/** A question answered in a box. */
export interface BoxQuestion {
  questionId: string;
  no: number;
  score: number;
}

/** Bordered answer box (answers outside it are not marked); 选做题 of a group share one box. */
export interface SubjectiveBoxElement extends ElementBase {
  kind: 'subjective-box';
  questionKind: QuestionKind;
  questions: BoxQuestion[];
  optionalGroup?: string;
  /** e.g. "16.（12分）", "16.（续）" on continued parts. */
  label: string;
  labelRect: RectMm;
  /** Writing lines (填空): each a rect whose bottom edge is the line. Empty for other kinds. */
  lines: RectMm[];
  part: ElementPart;
}

/** A count mark of an essay grid: "100" under the 100th square. */
export interface EssayMark {
  count: number;
  rect: RectMm;
}

/** 作文格: square cells in rows; cell i of the part sits at row ⌊i/cols⌋, column i mod cols. */
export interface EssayGridElement extends ElementBase {
  kind: 'essay-grid';
  questionId: string;
  no: number;
  score: number;
  label: string;
  labelRect: RectMm;
  /** Area of this part's cells: top-left of the first cell to the bottom-right of the last. */
  grid: RectMm;
  cellSize: Mm;
  /** Vertical distance from one row of cells to the next (cell plus the gap for marks). */
  rowPitch: Mm;
  cols: number;
  rows: number;
  /** Index of this part's first cell in the whole essay (0-based). */
  firstCell: number;
  marks: EssayMark[];
  part: ElementPart;
}

/** 选做题: the student fills the bubble of the question answered; `value` is the question id. */
export interface OptionalChoiceElement extends ElementBase {
  kind: 'optional-choice';
  group: string;
  label: string;
  labelRect: RectMm;
  bubbles: Bubble[];
}

/** Every element of an answer card; print and scan keep a Record<CardElementKind, Handler>. */
export type CardElement =
  | FiducialElement
  | OrientationCueElement
  | PageCodeElement
  | TextElement
  | StudentInfoElement
  | BarcodeAreaElement
  | IdBubblesElement
  | AbsentMarkElement
  | ObjectiveGroupElement
  | SubjectiveBoxElement
  | EssayGridElement
  | OptionalChoiceElement;

/** The discriminant of CardElement. */
export type CardElementKind = CardElement['kind'];

/** The element of a given kind. */
export type CardElementOf<K extends CardElementKind> = Extract<CardElement, { kind: K }>;
