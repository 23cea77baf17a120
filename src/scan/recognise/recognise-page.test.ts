import { describe, expect, it } from 'vitest';
import {
  buildPaper,
  examNoBubbleId,
  layoutCard,
  mm,
  type CardLayout,
  type ObjectiveItem,
  type PageCode,
} from '../../layout';
import { decodeOnePage } from '../testing/decoded';
import { buildCardMarks, cardSheet, type CardMarks } from '../synthetic/card-sheet';
import { renderScan, type ScanFaults } from '../synthetic/synthetic-scan';
import { buildSheet } from '../synthetic/synthetic-sheet';
import type { BubbleMark } from '../synthetic/synthetic-sheet';
import { recognisePage } from './recognise-page';

const layout = layoutCard(buildPaper());
const resolve = (code: PageCode): CardLayout | null =>
  code.paperId === layout.paperId && code.paperVersion === layout.paperVersion ? layout : null;
const EXAM_NO = '2024011503';

const questionsOn = (pageNo: number): ObjectiveItem[] =>
  layout.pages[pageNo - 1]!.elements.flatMap((e) =>
    e.kind === 'objective-group' ? e.questions : [],
  );

/** Marks every objective question of a page by a fixed plan and says what must be read. */
const planPage = (pageNo: number, withDouble: boolean) => {
  const marks: Record<string, BubbleMark> = {};
  const want: Record<string, { status: string; answer: string }> = {};
  questionsOn(pageNo).forEach((q, i) => {
    const pick = q.bubbles[i % q.bubbles.length]!;
    const other = q.bubbles[(i + 1) % q.bubbles.length]!;
    const plan = q.multiple
      ? 'multi'
      : (['full', 'blank', 'light', 'erased', 'double'] as const)[i % 5];
    if (plan === 'blank') want[q.questionId] = { status: 'blank', answer: '' };
    else if (plan === 'multi') {
      marks[pick.id] = 'full';
      marks[other.id] = 'full';
      want[q.questionId] = {
        status: 'answered',
        answer: [pick.value, other.value].sort().join(''),
      };
    } else if (plan === 'double' && withDouble) {
      marks[pick.id] = 'full';
      marks[other.id] = 'full';
      want[q.questionId] = { status: 'multiple', answer: '' };
    } else {
      marks[pick.id] = plan === 'light' ? 'light' : 'full';
      if (plan === 'erased') marks[other.id] = 'erased';
      want[q.questionId] = { status: 'answered', answer: pick.value };
    }
  });
  if (pageNo === 1) [...EXAM_NO].forEach((d, i) => (marks[examNoBubbleId(i, Number(d))] = 'full'));
  return { marks: buildCardMarks({ bubbles: marks }), want };
};

const recognise = async (pageNo: number, marks: CardMarks, faults: Partial<ScanFaults> = {}) => {
  const sheet = await cardSheet(layout, pageNo, marks);
  const page = await decodeOnePage(await renderScan(sheet, { bedMm: 5, ...faults }));
  return recognisePage(page, resolve);
};

describe('recognisePage on a real layoutCard(buildPaper())', () => {
  it('reads page 1 end to end: page code, fit, 考号 from bubbles, every objective answer, regions', async () => {
    const { marks, want } = planPage(1, false);
    const r = await recognise(1, marks, { rotateDeg: 1.2 });
    expect(r.reason).toBeNull();
    expect(r.status).toBe('ok');
    expect(r.pageCode).toMatchObject({ paperId: layout.paperId, page: 1 });
    expect(r.orientation).toBe(0);
    expect(r.fit!.residualMm).toBeLessThan(0.3);
    expect(r.fiducials.every((f) => f.centre !== null)).toBe(true);
    expect(r.student).toMatchObject({ examNo: EXAM_NO, source: 'bubbles' });
    expect(r.absent).toMatchObject({ absent: false });
    const read = Object.fromEntries(
      r.objective.map((o) => [o.questionId, { status: o.decision.status, answer: o.answer }]),
    );
    expect(read).toEqual(want);
    const boxes = layout.pages[0]!.elements.filter(
      (e) => e.kind === 'subjective-box' || e.kind === 'essay-grid',
    );
    expect(
      r.regions.filter((g) => g.kind === 'subjective-box' || g.kind === 'essay-grid'),
    ).toHaveLength(boxes.length);
    expect(r.bubbles.length).toBeGreaterThan(100);
  });

  it('turns a page fed upside down on a washed-out noisy scan and flags 多涂 for review', async () => {
    const { marks, want } = planPage(1, true);
    const r = await recognise(1, marks, {
      rotateDeg: 178.5,
      contrast: 0.45,
      noise: 5,
      blur: 0.7,
    });
    expect(r.orientation).toBe(180);
    const read = Object.fromEntries(
      r.objective.map((o) => [o.questionId, { status: o.decision.status, answer: o.answer }]),
    );
    expect(read).toEqual(want);
    const doubles = Object.values(want).filter((w) => w.status === 'multiple').length;
    expect(doubles).toBeGreaterThan(0);
    expect(r.reviewCount).toBe(doubles);
    expect(r.status).toBe('需复核');
    expect(r.student).toMatchObject({ examNo: EXAM_NO, source: 'bubbles' });
  });

  it('reads a later page: its answer regions, no student fields, nothing to review', async () => {
    const r = await recognise(2, buildCardMarks(), { dpi: 200 });
    expect(r).toMatchObject({ status: 'ok', reason: null, layoutPage: 2, student: null });
    const regions = layout.pages[1]!.elements.filter(
      (e) => e.kind === 'subjective-box' || e.kind === 'essay-grid',
    );
    expect(regions.length).toBeGreaterThan(0);
    expect(r.regions.map((g) => g.elementId)).toEqual(regions.map((e) => e.id));
  });

  it('takes the 考号 from a personalised QR before the bubbles, and names a disagreement', async () => {
    const { marks } = planPage(1, false);
    const r = await recognise(1, { ...marks, qrExamNo: '2024011599' });
    expect(r.student).toMatchObject({ examNo: '2024011599', source: 'qr' });
    expect(r.status).toBe('需复核');
    expect(r.reason).toContain('考号不一致');
  });

  it('reads the 考号 from a Code128 sticker when the bubbles are left blank', async () => {
    const r = await recognise(1, buildCardMarks({ sticker: EXAM_NO }), { rotateDeg: -0.8 });
    expect(r.student).toMatchObject({ examNo: EXAM_NO, source: 'barcode' });
    expect(r.codes.map((c) => [c.role, c.text])).toEqual([
      ['page-code', expect.stringMatching(/^ZY1\./)],
      ['exam-no', EXAM_NO],
    ]);
  });

  it('refuses a layout whose page code is not where the sheet printed it', async () => {
    const { marks } = planPage(1, false);
    const moved: CardLayout = {
      ...layout,
      pages: layout.pages.map((p) => ({
        ...p,
        elements: p.elements.map((e) =>
          e.kind === 'page-code' ? { ...e, qr: { ...e.qr, x: mm(e.qr.x - 30) } } : e,
        ),
      })),
    };
    const page = await decodeOnePage(
      await renderScan(await cardSheet(layout, 1, marks), { dpi: 200 }),
    );
    const r = await recognisePage(page, () => moved);
    expect(r.status).toBe('定位异常');
    expect(r.reason).toMatch(/^页码二维码离版式位置 3\d 毫米/);
  });

  it('gives 版式未找到 and 页码异常 with reasons instead of throwing', async () => {
    const { marks } = planPage(1, false);
    const other = await recognisePage(
      await decodeOnePage(await renderScan(await cardSheet(layout, 1, marks), { dpi: 200 })),
      () => null,
    );
    expect(other).toMatchObject({
      status: '版式未找到',
      reason: `未找到试卷 ${layout.paperId} 第 1 版的答题卡版式`,
    });
    const blank = await recognisePage(
      await decodeOnePage(await renderScan(buildSheet(), { dpi: 150 })),
      resolve,
    );
    expect(blank).toMatchObject({ status: '页码异常', reason: '未读到页码二维码' });
  });
});
