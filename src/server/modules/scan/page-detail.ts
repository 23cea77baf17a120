import { ABSENT_BUBBLE_ID, choiceBubbleId, examNoBubbleId, optionBubbleId } from '../../../layout';
import type { PageResult } from '../../../scan';
import {
  IMAGE_BROKEN,
  isImageBroken,
  type ScanPageDetail,
  type ScanPageView,
  type ScanProblemView,
} from '../../../shared/api';
import type { ObjectiveAnswer, StoredPage } from './scan-page.types';

type BubbleState = 'filled' | 'blank' | 'review';

/** Each bubble's state from the decisions it took part in (filled, review candidate, or blank). */
export const bubbleStates = (r: PageResult): Map<string, BubbleState> => {
  const states = new Map<string, BubbleState>();
  const mark = (ids: string[], review: boolean) =>
    ids.forEach((id) => states.set(id, review ? 'review' : 'filled'));
  for (const o of r.objective)
    mark(
      o.decision.selected.map((v) => optionBubbleId(o.questionId, v)),
      o.decision.review,
    );
  r.student?.bubbles?.columns.forEach((d, i) =>
    mark(
      d.selected.map((v) => examNoBubbleId(i, Number(v))),
      d.review,
    ),
  );
  if (r.absent && r.absent.decision.selected.length > 0)
    mark([ABSENT_BUBBLE_ID], r.absent.decision.review);
  for (const c of r.choices)
    mark(
      c.decision.selected.map((q) => choiceBubbleId(c.group, q)),
      c.decision.review,
    );
  return states;
};

const points = (q: readonly { x: number; y: number }[]) => q.map((p) => ({ x: p.x, y: p.y }));

/** The overlay part of a page detail (everything in source px), from its stored recognition. */
export function overlayOf(
  stored: StoredPage,
): Omit<ScanPageDetail, keyof ScanPageView | 'fileId' | 'paperId' | 'objective' | 'problemList'> {
  const r = stored.result;
  if (!r)
    return {
      recognition: stored.failure
        ? {
            status: isImageBroken(stored.failure) ? IMAGE_BROKEN : '识别失败',
            reason: stored.failure,
          }
        : null,
      image: null,
      orientation: null,
      fit: null,
      fiducials: [],
      codes: [],
      student: null,
      absentMark: null,
      bubbles: [],
      regions: [],
    };
  const states = bubbleStates(r);
  return {
    recognition: { status: r.status, reason: r.reason },
    image: { width: r.source.width, height: r.source.height, dpi: r.source.dpi },
    orientation: r.orientation,
    fit: r.fit && {
      model: r.fit.model,
      points: r.fit.points,
      residualMm: r.fit.residualMm,
      scale: r.fit.scale,
      angleDeg: r.fit.angleDeg,
      toSource: [...r.fit.toSource],
    },
    fiducials: r.fiducials.map((f) => ({
      elementId: f.elementId,
      corner: f.corner,
      centre: f.centre && { x: f.centre.x, y: f.centre.y },
    })),
    codes: r.codes.map((c) => ({
      role: c.role,
      format: c.format,
      text: c.text,
      corners: c.corners && points(c.corners),
      reason: c.reason,
    })),
    student: r.student && {
      examNo: r.student.examNo,
      source: r.student.source,
      reason: r.student.reason,
    },
    absentMark: r.absent && { absent: r.absent.absent, reason: r.absent.decision.reason },
    bubbles: r.bubbles.map((b) => ({
      id: b.id,
      elementId: b.elementId,
      value: b.value,
      quad: points(b.quad),
      score: b.score,
      spread: b.spread,
      state: states.get(b.id) ?? 'blank',
    })),
    regions: r.regions.map((g) => ({
      elementId: g.elementId,
      kind: g.kind,
      questionIds: g.questionIds,
      quad: points(g.quad),
    })),
  };
}

/** A page's full detail: its list view, the overlay, the scored answers and its problems. */
export const pageDetailOf = (
  view: ScanPageView,
  row: { fileId: string; paperId: string | null; objective: string | null },
  stored: StoredPage,
  problems: ScanProblemView[],
): ScanPageDetail => {
  const overlay = overlayOf(stored);
  const student =
    overlay.student ??
    (view.studentId
      ? { examNo: view.examNo, source: 'previous-page' as const, reason: '同一张答题卡的前一页' }
      : null);
  return {
    ...view,
    ...overlay,
    student: stored.manual.studentId
      ? { examNo: view.examNo, source: 'manual', reason: '人工指定' }
      : student,
    fileId: row.fileId,
    paperId: row.paperId,
    objective: row.objective ? (JSON.parse(row.objective) as ObjectiveAnswer[]) : [],
    problemList: problems,
  };
};
