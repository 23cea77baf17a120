import type { PlacedLabel } from '../../layout';
import { code128, drawCode128, drawQr, qrMatrix } from '../codes';
import type { PrintCanvas } from '../card/canvas';
import type { PrintStudent } from '../card/print-student';
import { drawTextBox } from '../card/text-box';

/** What a label carries: the 考号 as Code 128 (barcode) or as a QR code. */
export type LabelContent = 'barcode' | 'qr';

/** Draws one student's label: name, class and 考号 as text, and the 考号 as a code. */
export const drawLabel = (
  c: PrintCanvas,
  label: PlacedLabel,
  student: PrintStudent,
  content: LabelContent,
): void => {
  const qr = content === 'qr';
  drawTextBox(c, student.name, label.name, { size: 4, weight: 'bold' });
  drawTextBox(c, student.className, label.className, {
    size: qr ? 3 : 3.4,
    align: qr ? 'left' : 'right',
  });
  drawTextBox(c, `考号：${student.examNo}`, label.examNo, { size: 3 });
  if (qr) drawQr(c.page, qrMatrix(student.examNo, 'M'), label.code);
  else drawCode128(c.page, code128(student.examNo), label.code);
};
