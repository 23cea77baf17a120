import type { ExamNoReading, PageResult } from '../../../scan';
import type { ProblemDraft, Roster, StudentSource } from './scan-page.types';

/** Whose page it is, how that was learnt, and the 考号异常 when it could not be settled. */
export interface StudentMatch {
  studentId: string | null;
  examNo: string | null;
  source: StudentSource;
  reason: string;
  problem: ProblemDraft | null;
}

const SOURCE_NAME = { qr: '二维码', barcode: '条形码', bubbles: '考号填涂' } as const;

/**
 * A 考号 shorter than the grid: the digits filled, when every other column (before or after them
 * only) was left blank, e.g. 8 digits on a 10-column grid. Null when that is not the case.
 */
export const shortExamNo = (reading: ExamNoReading | null): string | null => {
  if (!reading) return null;
  const cols = reading.columns;
  const first = cols.findIndex((c) => c.status !== 'blank');
  const last = cols.length - 1 - [...cols].reverse().findIndex((c) => c.status !== 'blank');
  if (first < 0) return null;
  const used = cols.slice(first, last + 1);
  if (!used.every((c) => c.status === 'answered' && c.selected.length === 1)) return null;
  return used.map((c) => c.selected[0]).join('');
};

/**
 * Identifies the student of a page: a person's choice, else the 考号 read (personalised QR, else
 * Code128 sticker, else bubbles) checked against the batch's classes. Anything else is a 考号异常.
 */
export const identifyStudent = (
  r: PageResult,
  roster: Roster,
  manualId: string | undefined,
): StudentMatch => {
  if (manualId) {
    const s = roster.byId.get(manualId) ?? null;
    return {
      studentId: manualId,
      examNo: s?.examNo ?? null,
      source: 'manual',
      reason: '人工指定',
      problem: null,
    };
  }
  const read = r.student;
  const short = read && read.examNo === null ? shortExamNo(read.bubbles) : null;
  const found = short ? roster.byExamNo.get(short.toLowerCase()) : undefined;
  if (found)
    return {
      studentId: found.id,
      examNo: found.examNo,
      source: 'bubbles',
      reason: '考号填涂（其余位未填）',
      problem: null,
    };
  if (!read || read.source === null || read.examNo === null) {
    const reason = read?.reason ?? '未读到考号';
    const partial = read?.bubbles?.partial ?? null;
    return {
      studentId: null,
      examNo: null,
      source: null,
      reason,
      problem: {
        kind: '考号异常',
        message: `无法识别考号：${reason}，请选择学生`,
        detail: { reason, partial },
      },
    };
  }
  const examNo = read.examNo;
  const via = SOURCE_NAME[read.source];
  const match = roster.byExamNo.get(examNo.toLowerCase());
  // Two sources disagreeing (a sticker of another student on a personalised card): taken, but checked.
  const conflict = read.reason.startsWith('考号不一致');
  if (match)
    return {
      studentId: match.id,
      examNo: match.examNo,
      source: read.source,
      reason: conflict ? read.reason : `${via}识别`,
      problem: conflict
        ? {
            kind: '考号异常',
            message: `${read.reason}，请核对学生`,
            detail: { examNo, source: read.source },
          }
        : null,
    };
  const elsewhere = roster.school.get(examNo.toLowerCase());
  const message = elsewhere
    ? `考号 ${examNo}（${elsewhere.name}，${elsewhere.className}）不在本批次的班级中，请选择学生`
    : `考号 ${examNo} 不在花名册中（${via}识别），请选择学生`;
  return {
    studentId: null,
    examNo,
    source: read.source,
    reason: message,
    problem: { kind: '考号异常', message, detail: { examNo, source: read.source } },
  };
};
