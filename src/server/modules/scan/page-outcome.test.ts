import { describe, expect, it } from 'vitest';
import { pageOutcome } from './page-outcome';
import type { StoredPage } from './scan-page.types';
import {
  buildObjective,
  buildOutcomeContext,
  buildPageResult,
  buildRosterStudent,
} from './testing/page-result.fixture';

const stored = (over: Partial<StoredPage> = {}): StoredPage => ({
  result: buildPageResult(),
  failure: null,
  manual: {},
  ...over,
});

describe('page outcome', () => {
  it('places a clean personalised page: student from the QR, answers scored from the key', () => {
    const out = pageOutcome(stored(), buildOutcomeContext());
    expect(out).toMatchObject({ paperVersion: 1, pageNo: 1, absent: false, problems: [] });
    expect(out.student).toMatchObject({ studentId: 's1', source: 'qr' });
    expect(out.objective.map((o) => [o.read, o.key, o.score])).toEqual([
      ['A', 'A', 3],
      ['B', 'A', 0],
    ]);
    expect(out.objectiveScore).toBe(3);
  });

  it('names a page of another paper, a version never printed and an unreadable page code', () => {
    const ctx = buildOutcomeContext();
    const foreign = stored({
      result: buildPageResult({
        pageCode: { paperId: 'zz9', paperVersion: 1, layoutVersion: 1, page: 1 },
      }),
    });
    expect(pageOutcome(foreign, ctx).problems).toEqual([
      expect.objectContaining({
        kind: '定位异常',
        message: expect.stringContaining('该页不属于本批次的试卷《期中测验》'),
      }),
    ]);
    const v9 = stored({
      result: buildPageResult({
        pageCode: { paperId: 'p1', paperVersion: 9, layoutVersion: 1, page: 1 },
      }),
    });
    expect(pageOutcome(v9, ctx).problems[0]).toMatchObject({
      kind: '页码异常',
      detail: { versions: [1], pages: 1 },
    });
    const noCode = stored({
      result: buildPageResult({
        status: '页码异常',
        reason: '未读到页码二维码',
        pageCode: null,
        fit: null,
      }),
    });
    const out = pageOutcome(noCode, ctx);
    expect(out.paperVersion).toBeNull();
    expect(out.problems[0]).toMatchObject({
      kind: '页码异常',
      message: '未读到页码二维码，请选择试卷版本和页码',
    });
  });

  it('sends an unlocated page and an undecodable file to 定位异常 with the reason', () => {
    const ctx = buildOutcomeContext();
    const torn = stored({
      result: buildPageResult({
        status: '定位异常',
        reason: '只找到 2 个定位块（至少需要 3 个）',
        fit: null,
      }),
    });
    expect(pageOutcome(torn, ctx).problems).toEqual([
      {
        kind: '定位异常',
        message: '只找到 2 个定位块（至少需要 3 个）',
        detail: { status: '定位异常' },
      },
    ]);
    const corrupt = stored({ result: null, failure: '无法识别的图片文件' });
    expect(pageOutcome(corrupt, ctx).problems).toEqual([
      { kind: '定位异常', message: '无法识别的图片文件', detail: {} },
    ]);
  });

  it('raises 考号异常 for an unreadable 考号, one of another class and one not on the roster', () => {
    const other = buildRosterStudent({
      id: 's9',
      examNo: '20250309',
      name: '李四',
      className: '初二(3)班',
    });
    const ctx = buildOutcomeContext({ school: [other] });
    const unreadable = stored({
      result: buildPageResult({
        student: { examNo: null, source: null, reason: '考号第 3 位多涂', bubbles: null },
      }),
    });
    expect(pageOutcome(unreadable, ctx).problems[0]).toMatchObject({
      kind: '考号异常',
      message: '无法识别考号：考号第 3 位多涂，请选择学生',
    });
    const elsewhere = stored({
      result: buildPageResult({
        student: { examNo: '20250309', source: 'bubbles', reason: '', bubbles: null },
      }),
    });
    expect(pageOutcome(elsewhere, ctx).problems[0]?.message).toBe(
      '考号 20250309（李四，初二(3)班）不在本批次的班级中，请选择学生',
    );
    const unknown = stored({
      result: buildPageResult({
        student: { examNo: '77777777', source: 'barcode', reason: '', bubbles: null },
      }),
    });
    expect(pageOutcome(unknown, ctx).problems[0]?.message).toBe(
      '考号 77777777 不在花名册中（条形码识别），请选择学生',
    );
  });

  it('takes the QR 考号 when a sticker disagrees, and asks a person to check', () => {
    const reason = '考号不一致：条形码 20250102，采用 20250101';
    const conflict = stored({
      result: buildPageResult({
        student: { examNo: '20250101', source: 'qr', reason, bubbles: null },
      }),
    });
    const out = pageOutcome(conflict, buildOutcomeContext());
    expect(out.student).toMatchObject({ studentId: 's1', source: 'qr' });
    expect(out.problems).toEqual([
      {
        kind: '考号异常',
        message: `${reason}，请核对学生`,
        detail: { examNo: '20250101', source: 'qr' },
      },
    ]);
  });

  it('flags 多涂 and uncertain questions (scored 0 until settled) and a page left wholly blank', () => {
    const ctx = buildOutcomeContext();
    const doubtful = stored({
      result: buildPageResult({
        objective: [
          buildObjective(1, '', {
            decision: {
              status: 'multiple',
              selected: ['A', 'C'],
              review: true,
              reason: '多涂：A、C',
            },
          }),
          buildObjective(2, '', {
            decision: { status: 'review', selected: ['B'], review: true, reason: '填涂过浅' },
          }),
        ],
      }),
    });
    const out = pageOutcome(doubtful, ctx);
    expect(out.problems).toEqual([
      expect.objectContaining({
        kind: '客观题异常',
        message: '2 道客观题需要确认：第 1 题多涂，第 2 题无法确定',
      }),
    ]);
    expect(out.objective.every((o) => o.review && o.score === 0)).toBe(true);
    const blank = stored({
      result: buildPageResult({ objective: [buildObjective(1, ''), buildObjective(2, '')] }),
    });
    expect(pageOutcome(blank, ctx).problems[0]).toMatchObject({
      kind: '客观题异常',
      message: '整页客观题均为空涂，请核对',
    });
  });

  it('asks to confirm 缺考, filled or unclear', () => {
    const ctx = buildOutcomeContext();
    const mark = (absent: boolean | null) =>
      stored({
        result: buildPageResult({
          absent: {
            absent,
            decision: {
              status: absent === null ? 'review' : 'answered',
              selected: ['1'],
              review: absent === null,
              reason: absent === null ? '填涂过浅，无法确定' : '已填涂',
            },
          },
        }),
      });
    expect(pageOutcome(mark(true), ctx)).toMatchObject({
      absent: true,
      problems: [{ kind: '缺考', message: '该页填涂了缺考标记，请确认' }],
    });
    expect(pageOutcome(mark(null), ctx).problems[0]?.message).toBe(
      '缺考标记填涂过浅，无法确定，请确认是否缺考',
    );
  });

  it("lets a person's facts win: student, answers, 缺考, a discarded page", () => {
    const ctx = buildOutcomeContext();
    const settled = stored({
      result: buildPageResult({
        student: { examNo: null, source: null, reason: '未找到考号', bubbles: null },
        objective: [
          buildObjective(1, '', {
            decision: { status: 'multiple', selected: ['A', 'C'], review: true, reason: '多涂' },
          }),
          buildObjective(2, 'A'),
        ],
        absent: {
          absent: true,
          decision: { status: 'answered', selected: ['1'], review: false, reason: '已填涂' },
        },
      }),
      manual: { studentId: 's1', answers: { '1': 'A' }, absent: false },
    });
    const out = pageOutcome(settled, ctx);
    expect(out.problems).toEqual([]);
    expect(out.student).toMatchObject({ studentId: 's1', source: 'manual' });
    expect(out.objective[0]).toMatchObject({
      read: 'A',
      status: 'manual',
      score: 3,
      review: false,
    });
    expect(out.objectiveScore).toBe(6);
    const gone = pageOutcome(stored({ manual: { discarded: { reason: '外校试卷' } } }), ctx);
    expect(gone).toMatchObject({ discarded: '外校试卷', paperVersion: null, problems: [] });
  });

  it('leaves the student of a page without 考号 fields to the page before it', () => {
    const ctx = buildOutcomeContext({ pageCount: 2 });
    const back = stored({
      result: buildPageResult({
        pageCode: { paperId: 'p1', paperVersion: 1, layoutVersion: 1, page: 2 },
        student: null,
      }),
    });
    const out = pageOutcome(back, ctx);
    expect(out).toMatchObject({ pageNo: 2, needsPrevious: true, problems: [] });
    expect(out.student.studentId).toBeNull();
  });
});
