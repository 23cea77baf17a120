import type { SizeMm } from '../geometry';
import { SHEETS, type PaperSize } from '../paper-sizes';
import {
  LABEL_SHEET_TEMPLATES,
  type LabelSheetId,
  type LabelSheetTemplate,
} from '../templates/template-files';
import { mm, type Mm } from '../units';

/** A sheet of sticky labels: where the first label sits, the pitch between labels, their size. */
export interface LabelSheet {
  id: string;
  /** Chinese name shown to users, e.g. "A4 3×8（24 张/页）". */
  name: string;
  paper: PaperSize;
  sheet: SizeMm;
  /** Top-left corner of the first label. */
  margins: { top: Mm; left: Mm };
  /** Distance from one label's top-left corner to the next one's, across and down. */
  pitch: { x: Mm; y: Mm };
  label: { w: Mm; h: Mm };
  rows: number;
  cols: number;
}

/** Plain numbers describing a label sheet in mm (from presets or a teacher's measurements). */
export interface LabelSheetSpec {
  id?: string;
  name?: string;
  paper?: PaperSize;
  top: number;
  left: number;
  pitchX: number;
  pitchY: number;
  labelW: number;
  labelH: number;
  rows: number;
  cols: number;
}

/** Checks a label sheet spec; the reason says in Chinese what is wrong. */
export function customLabelSheet(
  spec: LabelSheetSpec,
): { ok: true; sheet: LabelSheet } | { ok: false; reason: string } {
  const paper = spec.paper ?? 'A4';
  const { width, height } = SHEETS[paper];
  const { rows, cols } = spec;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1)
    return { ok: false, reason: '行数和列数须为正整数' };
  const lengths = [spec.top, spec.left, spec.pitchX, spec.pitchY, spec.labelW, spec.labelH];
  if (
    !lengths.every(Number.isFinite) ||
    spec.labelW <= 0 ||
    spec.labelH <= 0 ||
    spec.top < 0 ||
    spec.left < 0
  )
    return { ok: false, reason: '边距须不小于 0，标签宽高须大于 0' };
  if ((cols > 1 && spec.pitchX < spec.labelW) || (rows > 1 && spec.pitchY < spec.labelH))
    return { ok: false, reason: '间距不能小于标签尺寸，否则标签会重叠' };
  const right = spec.left + (cols - 1) * spec.pitchX + spec.labelW;
  const bottom = spec.top + (rows - 1) * spec.pitchY + spec.labelH;
  if (right > width + 1e-6 || bottom > height + 1e-6)
    return { ok: false, reason: '标签超出纸张范围' };
  return {
    ok: true,
    sheet: {
      id: spec.id ?? 'custom',
      name: spec.name ?? `自定义 ${cols}×${rows}（${rows * cols} 张/页）`,
      paper,
      sheet: { width, height },
      margins: { top: mm(spec.top), left: mm(spec.left) },
      pitch: { x: mm(spec.pitchX), y: mm(spec.pitchY) },
      label: { w: mm(spec.labelW), h: mm(spec.labelH) },
      rows,
      cols,
    },
  };
}

/** A preset that must be valid (presets are fixed data). */
function preset(id: string, spec: LabelSheetTemplate): LabelSheet {
  const result = customLabelSheet({ ...spec, id });
  if (!result.ok) throw new Error(`invalid label preset ${id}: ${result.reason}`);
  return result.sheet;
}

/** Label sheet presets of templates/label-sheets.json (A4 3×8, the common 24-up, and A4 2×10). */
export const LABEL_SHEETS = Object.fromEntries(
  Object.entries(LABEL_SHEET_TEMPLATES).map(([id, spec]) => [id, preset(id, spec)]),
) as Record<LabelSheetId, LabelSheet>;

export type { LabelSheetId };
