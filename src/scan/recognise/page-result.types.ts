import type { CardElementKind, Corner, PageCode, RectMm } from '../../layout';
import type { ChoiceDecision } from '../bubbles/decide';
import type { ExamNoReading } from '../bubbles/exam-no';
import type { PointPx, QuadPx } from '../core/geometry';
import type { CodeAttempt } from '../codes/codes.stage';
import type { CodeFormat } from '../codes/zxing';
import type { PageSource } from '../decode/page-source';
import type { SourcePlacement } from '../fit/fit.stage';
import type { Orientation } from '../orientation/orientation.stage';

/**
 * How a page came out: ok (everything read), 需复核 (read, but some items need a person), or the
 * stage that stopped it (页码异常: no page code; 版式未找到: no layout for it; 定位异常: fiducials or
 * fit; 方向异常: orientation unclear).
 */
export type PageStatus = 'ok' | '需复核' | '页码异常' | '版式未找到' | '定位异常' | '方向异常';

/** A code read on the page (page-code QR or 考号 Code128); corners in source px. */
export interface CodeOutcome {
  role: 'page-code' | 'exam-no';
  format: CodeFormat;
  text: string | null;
  corners: QuadPx | null;
  attempt: CodeAttempt | null;
  reason: string;
}

/** One fiducial of the layout: where it was found (source px), or not. */
export interface FiducialOutcome {
  elementId: string;
  corner: Corner;
  centre: PointPx | null;
}

/** One scored bubble, for overlays: its quad in source px. */
export interface BubbleOutcome {
  id: string;
  elementId: string;
  value: string;
  quad: QuadPx;
  score: number;
  spread: number;
  /** Unevenness along one axis (see BubbleScore); absent in results stored before it was measured. */
  profile?: number;
}

/** An objective question as read. */
export interface ObjectiveOutcome {
  questionId: string;
  no: number;
  multiple: boolean;
  /** Selected option labels joined ("AC"); empty when blank or undecided. */
  answer: string;
  decision: ChoiceDecision;
}

/** A 选做 group: which question the student chose. */
export interface ChoiceOutcome {
  group: string;
  elementId: string;
  questionId: string | null;
  decision: ChoiceDecision;
}

/** A region a person marks or reads (answer box, essay grid, name box, sticker zone). */
export interface RegionOutcome {
  elementId: string;
  kind: Extract<CardElementKind, 'subjective-box' | 'essay-grid' | 'student-info' | 'barcode-area'>;
  questionIds: string[];
  rect: RectMm;
  /** The rect's corners in source px (layout order). */
  quad: QuadPx;
}

/** Whose card it is and how that was learnt. */
export interface StudentOutcome {
  examNo: string | null;
  source: 'qr' | 'barcode' | 'bubbles' | null;
  reason: string;
  bubbles: ExamNoReading | null;
}

/** Everything recognition learnt about one scanned page; every pixel position is in source px. */
export interface PageResult {
  /** Page of the file, from 0. */
  index: number;
  status: PageStatus;
  /** Why the page is not ok (Chinese), null when ok. */
  reason: string | null;
  /** The source without its bytes: size, resolution, page of a TIFF (rebuild it from the file for crops). */
  source: Omit<PageSource, 'bytes'>;
  pageCode: PageCode | null;
  /** Page of the card layout (from 1), when known. */
  layoutPage: number | null;
  orientation: Orientation | null;
  fit:
    | (SourcePlacement & { residualMm: number; points: number; model: 'projective' | 'affine' })
    | null;
  fiducials: FiducialOutcome[];
  codes: CodeOutcome[];
  student: StudentOutcome | null;
  /** 缺考: true/false, null when the page has no mark or it needs review. */
  absent: { absent: boolean | null; decision: ChoiceDecision } | null;
  bubbles: BubbleOutcome[];
  objective: ObjectiveOutcome[];
  choices: ChoiceOutcome[];
  regions: RegionOutcome[];
  /** Items sent to a person (questions, 考号, 缺考, 选做, codes). */
  reviewCount: number;
}
