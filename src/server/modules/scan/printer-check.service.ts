import { readPrinterCheck, type PrinterMeasure } from '../../../scan';
import type { PrinterCheckResult } from '../../../shared/api/scan';
import { fail } from '../../lib/app-error';

/** A print within this of 100% is "actual size". */
const SCALE_TOLERANCE = 0.01;
/** Content within this many mm of the sheet's centre is not shifted. */
const OFFSET_TOLERANCE_MM = 2;

const pct = (s: number): string => `${(s * 100).toFixed(1)}%`;
const mm1 = (v: number): string => Math.abs(v).toFixed(1);

/** The Chinese verdict on a printer measure: scale ("fit to page") and offset. */
export function printerVerdict(m: PrinterMeasure): PrinterCheckResult {
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  const scale = (m.scaleX + m.scaleY) / 2;
  const notes: string[] = [];
  const again = '请选择“实际大小”（100%）重新打印';
  if (scale < 1 - SCALE_TOLERANCE)
    notes.push(
      `打印内容缩小了 ${pct(1 - scale)}（实际比例 ${pct(scale)}），可能选择了“适合页面”，${again}`,
    );
  else if (scale > 1 + SCALE_TOLERANCE)
    notes.push(`打印内容放大了 ${pct(scale - 1)}（实际比例 ${pct(scale)}），${again}`);
  else if (Math.abs(m.scaleX - m.scaleY) > SCALE_TOLERANCE)
    notes.push(`横向与纵向比例不一致（${pct(m.scaleX)} / ${pct(m.scaleY)}），请检查打印机`);
  const dx = Math.abs(m.offsetXmm) > OFFSET_TOLERANCE_MM;
  const dy = Math.abs(m.offsetYmm) > OFFSET_TOLERANCE_MM;
  if (dx || dy) {
    const parts = [
      dx ? `${m.offsetXmm > 0 ? '向右' : '向左'} ${mm1(m.offsetXmm)} 毫米` : '',
      dy ? `${m.offsetYmm > 0 ? '向下' : '向上'} ${mm1(m.offsetYmm)} 毫米` : '',
    ].filter(Boolean);
    notes.push(`打印内容偏移（${parts.join('，')}），请检查纸盒导板是否贴紧纸张`);
  }
  const ok = notes.length === 0;
  return {
    ok,
    scaleX: r3(m.scaleX),
    scaleY: r3(m.scaleY),
    offsetXmm: Math.round(m.offsetXmm * 10) / 10,
    offsetYmm: Math.round(m.offsetYmm * 10) / 10,
    rotationDeg: Math.round(m.rotationDeg * 100) / 100,
    verdict: ok ? `打印比例正常（${pct(scale)}），没有明显偏移` : notes.join('；'),
  };
}

/** Reads a scanned printer check page back: the printer's scale and offset with a verdict (400 when unreadable). */
export async function checkPrinter(bytes: Uint8Array): Promise<PrinterCheckResult> {
  const reading = await readPrinterCheck(bytes);
  if (!reading.ok) throw fail.badRequest(reading.reason);
  return printerVerdict(reading);
}
