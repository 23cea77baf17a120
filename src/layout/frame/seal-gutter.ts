import { rectR, type SizeMm } from '../geometry';
import { mm, type Mm, type RectMm } from '../units';

/** The fields a student fills in the 密封线 gutter, in reading order. */
export const SEAL_FIELD_LABELS = ['学校', '班级', '姓名', '考号'] as const;
/** One field label of the seal gutter. */
export type SealFieldLabel = (typeof SEAL_FIELD_LABELS)[number];
/** The text printed along the seal line. */
export const SEAL_NOTICE = '密封线内不要答题';

/**
 * One handwriting field of the seal gutter. Text in the gutter is turned 270° (reads bottom to
 * top), so the label sits at the bottom of the field and the writing line runs up from it along
 * the right long edge of writeRect.
 */
export interface SealField {
  label: SealFieldLabel;
  rect: RectMm;
  labelRect: RectMm;
  writeRect: RectMm;
}

/** The 密封线 gutter on the left of an A3/8K paper page. */
export interface SealGutter {
  rect: RectMm;
  /** The dashed seal line: vertical, at x from y1 to y2. */
  line: { x: Mm; y1: Mm; y2: Mm };
  fields: SealField[];
  notice: { text: typeof SEAL_NOTICE; rect: RectMm };
  /** Rotation of all gutter text in degrees, counter-clockwise. */
  textRotation: 270;
}

/** Left edge of the gutter, from the sheet edge. */
const GUTTER_LEFT = 8;
/** Right edge of the gutter, from the sheet edge; the body starts beyond it. */
export const SEAL_GUTTER_RIGHT = 34;
const FIELD_X = 9;
const FIELD_W = 12;
const NOTICE_X = 23;
const NOTICE_W = 6;
const LINE_X = 31;
const FIELD_GAP = 6;
const FIELD_MAX = 55;
const LABEL_LEN = 12;
const NOTICE_LEN = 60;

/** Lays out the seal gutter between the top and bottom margins of a sheet. */
export function layoutSealGutter(sheet: SizeMm, top: number, bottomMargin: number): SealGutter {
  const h = sheet.height - top - bottomMargin;
  const len = Math.min(FIELD_MAX, (h - FIELD_GAP * 3) / 4);
  const total = len * 4 + FIELD_GAP * 3;
  const start = top + (h + total) / 2;
  const fields = SEAL_FIELD_LABELS.map((label, i): SealField => {
    const y = start - (i + 1) * len - i * FIELD_GAP;
    return {
      label,
      rect: rectR(FIELD_X, y, FIELD_W, len),
      labelRect: rectR(FIELD_X, y + len - LABEL_LEN, FIELD_W, LABEL_LEN),
      writeRect: rectR(FIELD_X, y, FIELD_W, len - LABEL_LEN),
    };
  });
  return {
    rect: rectR(GUTTER_LEFT, top, SEAL_GUTTER_RIGHT - GUTTER_LEFT, h),
    line: { x: mm(LINE_X), y1: mm(top), y2: mm(top + h) },
    fields,
    notice: {
      text: SEAL_NOTICE,
      rect: rectR(NOTICE_X, top + (h - NOTICE_LEN) / 2, NOTICE_W, NOTICE_LEN),
    },
    textRotation: 270,
  };
}
