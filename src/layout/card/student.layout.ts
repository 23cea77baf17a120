import { rectR } from '../geometry';
import type { StudentIdMode } from '../paper';
import { ANSWER_CARD_TEMPLATE } from '../templates/template-files';
import type { RectMm } from '../units';
import type {
  AbsentMarkElement,
  BarcodeAreaElement,
  HandField,
  StudentInfoElement,
} from './card-element.types';
import { ABSENT_BUBBLE_ID } from './card-ids';
import type { CardElementDraft } from './card.types';
import { BLOCK_GAP, BUBBLE_H, BUBBLE_W, TEXT } from './card.constants';
import { ID_BUBBLES_HEIGHT, idBubblesWidth, layoutIdBubbles } from './id-bubbles.layout';
import { layoutText, textWidth } from './text.layout';

/** 注意事项 printed when the paper has none of its own (templates/answer-card.json). */
export const DEFAULT_NOTICE: string[] = ANSWER_CARD_TEMPLATE.notice;

const INFO_H = 9;
const BARCODE_H = 28;
const ABSENT_H = 6;
const ABSENT_LABEL = '缺考标记（考生禁填）';
const FIELDS: Record<HandField['label'], HandField['fill']> = {
  姓名: 'name',
  班级: 'className',
  考号: 'examNo',
};

/** 姓名/班级(/考号) fields in one row across the column. */
function layoutStudentInfo(
  col: RectMm,
  y: number,
  withExamNo: boolean,
): Omit<StudentInfoElement, 'id'> {
  const labels: HandField['label'][] = withExamNo ? ['姓名', '班级', '考号'] : ['姓名', '班级'];
  const cellW = col.w / labels.length;
  const fields = labels.map((label, i): HandField => {
    const cx = col.x + i * cellW;
    return {
      label,
      fill: FIELDS[label],
      labelRect: rectR(cx, y + 2, 11, 5),
      box: rectR(cx + 11, y + 1, cellW - 14, INFO_H - 2),
    };
  });
  return { kind: 'student-info', rect: rectR(col.x, y, col.w, INFO_H), fields };
}

/** The sticker zone; the personalised Code128 goes in its middle. */
function layoutBarcodeArea(
  x: number,
  y: number,
  w: number,
  h: number,
): Omit<BarcodeAreaElement, 'id'> {
  return {
    kind: 'barcode-area',
    label: '条形码粘贴区',
    rect: rectR(x, y, w, h),
    code: rectR(x + 5, y + 6, w - 10, h - 12),
  };
}

/** The 缺考 label and its bubble. */
function layoutAbsentMark(x: number, y: number, w: number): Omit<AbsentMarkElement, 'id'> {
  const labelW = textWidth(ABSENT_LABEL, TEXT.label.fontSize);
  const bubble = rectR(x + labelW + 2, y + (ABSENT_H - BUBBLE_H) / 2, BUBBLE_W, BUBBLE_H);
  return {
    kind: 'absent-mark',
    rect: rectR(x, y, w, ABSENT_H),
    label: ABSENT_LABEL,
    labelRect: rectR(x, y + 0.5, labelW, ABSENT_H - 1),
    bubble: { id: ABSENT_BUBBLE_ID, rect: bubble, value: 'absent', label: '' },
  };
}

/** What the student block needs to know. */
export interface StudentBlockSpec {
  col: RectMm;
  y: number;
  mode: StudentIdMode;
  digits: number;
  notice: string[];
}

/** The student block of page 1: info row, then 考号 grid or barcode beside 注意事项 and 缺考. */
export function layoutStudentBlock(spec: StudentBlockSpec): {
  elements: CardElementDraft[];
  height: number;
} {
  const { col, mode } = spec;
  const bubbles = mode !== 'barcode';
  const info = layoutStudentInfo(col, spec.y, !bubbles);
  const rowY = spec.y + INFO_H + BLOCK_GAP;
  const leftW = bubbles ? idBubblesWidth(spec.digits) : Math.min(72, col.w * 0.45);
  const left = bubbles
    ? layoutIdBubbles(col.x, rowY, spec.digits)
    : layoutBarcodeArea(col.x, rowY, leftW, BARCODE_H + 4);
  const rx = col.x + leftW + 4;
  const rw = col.w - leftW - 4;
  const right: CardElementDraft[] = [];
  let y = rowY;
  if (mode === 'both') {
    right.push(layoutBarcodeArea(rx, y, rw, BARCODE_H));
    y += BARCODE_H + BLOCK_GAP;
  }
  const notice = layoutText({
    role: 'notice',
    x: rx,
    y,
    w: rw,
    text: ['注意事项：', ...spec.notice].join('\n'),
    style: TEXT.notice,
  });
  right.push(notice);
  y += notice.rect.h + BLOCK_GAP;
  right.push(layoutAbsentMark(rx, y, rw));
  y += ABSENT_H;
  const leftH = bubbles ? ID_BUBBLES_HEIGHT : BARCODE_H + 4;
  const height = Math.max(rowY + leftH, y) - spec.y;
  return { elements: [info, left, ...right], height };
}
