import { z } from 'zod';
import { scanPageView, scanProblemView } from './scan';

/** A point in source pixels of the scanned page (as uploaded, not turned). */
export const sourcePoint = z.object({ x: z.number(), y: z.number() });
/** Four corners in source px, in layout order (top-left, top-right, bottom-right, bottom-left). */
export const sourceQuad = z.array(sourcePoint).length(4);

/** How one bubble was read, for the overlay. */
export const bubbleView = z.object({
  id: z.string(),
  elementId: z.string(),
  value: z.string(),
  quad: sourceQuad,
  /** Normalised fill 0 (paper) – 1 (fiducial black). */
  score: z.number(),
  spread: z.number(),
  /** filled: counted as marked; review: a candidate a person must confirm; blank: not marked. */
  state: z.enum(['filled', 'blank', 'review']),
});

/** One objective question of a page as read and scored. */
export const objectiveView = z.object({
  questionId: z.string(),
  no: z.number().int(),
  multiple: z.boolean(),
  /** Option labels read ("" = blank or undecided). */
  read: z.string(),
  key: z.string(),
  score: z.number(),
  full: z.number(),
  /** answered | blank | multiple (多涂) | review (uncertain) | manual (set by a person). */
  status: z.enum(['answered', 'blank', 'multiple', 'review', 'manual']),
  reason: z.string(),
  review: z.boolean(),
});

/** The recognition status of a page whose image could not be decoded (a corrupt file). */
export const IMAGE_BROKEN = '图片已损坏';
/** How a page that failed its last recognition attempt is described (its image may be fine). */
export const RETRY_FAILURE_PREFIX = '识别失败（已重试 3 次）';
/** Whether a page's stored failure says its image cannot be decoded (no image can be shown). */
export const isImageBroken = (failure: string | null | undefined): boolean =>
  Boolean(failure) && !failure!.startsWith(RETRY_FAILURE_PREFIX);

/** GET /api/teacher/scan/pages/:id: everything an overlay needs (all positions in source px). */
export const scanPageDetail = scanPageView.extend({
  fileId: z.string(),
  paperId: z.string().nullable(),
  /** Recogniser status (ok, 需复核, 页码异常, 版式未找到, 定位异常, 方向异常; 图片已损坏 and 识别失败 when nothing was read) and its reason. */
  recognition: z.object({ status: z.string(), reason: z.string().nullable() }).nullable(),
  /** Size of the uploaded page image in px (the overlay's coordinate space) and its resolution. */
  image: z
    .object({ width: z.number().int(), height: z.number().int(), dpi: z.number() })
    .nullable(),
  /** 0 or 180 (a page fed upside down is read turned); null when not located. */
  orientation: z.number().nullable(),
  fit: z
    .object({
      model: z.string(),
      points: z.number().int(),
      residualMm: z.number(),
      scale: z.number(),
      angleDeg: z.number(),
      /** Layout mm → source px homography (row-major 3×3). */
      toSource: z.array(z.number()).length(9),
    })
    .nullable(),
  fiducials: z.array(
    z.object({ elementId: z.string(), corner: z.string(), centre: sourcePoint.nullable() }),
  ),
  codes: z.array(
    z.object({
      role: z.enum(['page-code', 'exam-no']),
      format: z.string(),
      text: z.string().nullable(),
      corners: sourceQuad.nullable(),
      reason: z.string(),
    }),
  ),
  student: z
    .object({
      examNo: z.string().nullable(),
      source: z.enum(['qr', 'barcode', 'bubbles', 'previous-page', 'manual']).nullable(),
      reason: z.string(),
    })
    .nullable(),
  absentMark: z.object({ absent: z.boolean().nullable(), reason: z.string() }).nullable(),
  bubbles: z.array(bubbleView),
  objective: z.array(objectiveView),
  /** Subjective answer regions (marking crops come from /pages/:id/crop?element=). */
  regions: z.array(
    z.object({
      elementId: z.string(),
      kind: z.string(),
      questionIds: z.array(z.string()),
      quad: sourceQuad,
    }),
  ),
  problemList: z.array(scanProblemView),
});
/** A page with everything read from it. */
export type ScanPageDetail = z.infer<typeof scanPageDetail>;

/** POST /api/teacher/scan/problems/:id/resolve answer: the settled problem and the page re-scored. */
export const resolveAnswer = z.object({ problem: scanProblemView, page: scanPageDetail });
