import type { PageCode } from '../../layout';
import type { Reading } from './read-context';
import type { StudentOutcome } from './page-result.types';

/**
 * Whose card: the 考号 of a personalised QR, else the Code128 sticker, else the bubble grid. A
 * disagreement between two sources, or a card with student fields but no readable 考号, is for review.
 */
export const resolveStudent = (
  code: PageCode,
  r: Reading,
): { student: StudentOutcome | null; review: string | null } => {
  const bubbles = r.examBubbles;
  const fromBubbles = bubbles?.examNo ?? null;
  const sticker = r.barcode?.text ?? null;
  const primary: [StudentOutcome['source'], string | null][] = [
    ['qr', code.examNo ?? null],
    ['barcode', sticker],
    ['bubbles', fromBubbles],
  ];
  const [source, examNo] = primary.find(([, v]) => v !== null) ?? [null, null];
  if (!examNo) {
    if (!r.hasStudentFields) return { student: null, review: null };
    const why = r.barcode?.reason ?? bubbles?.reason ?? '未找到考号';
    return {
      student: { examNo: null, source: null, reason: why, bubbles },
      review: `考号：${why}`,
    };
  }
  const others = primary.filter(([s, v]) => s !== source && v !== null && v !== examNo);
  if (others.length > 0) {
    const reason = `考号不一致：${others.map(([s, v]) => `${s === 'barcode' ? '条形码' : '填涂'} ${v}`).join('，')}，采用 ${examNo}`;
    return { student: { examNo, source, reason, bubbles }, review: reason };
  }
  const label = source === 'qr' ? '二维码' : source === 'barcode' ? '条形码' : '考号填涂';
  return { student: { examNo, source, reason: `来自${label}`, bubbles }, review: null };
};
