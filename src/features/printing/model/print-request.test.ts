import { describe, expect, it } from 'vitest';
import { buildPrintOptions, scopeLabel, type ScopeChoice } from './print-options';
import {
  buildPrintRequest,
  missingChoice,
  previewRequest,
  type PrintContext,
} from './print-request';

const ctx = (over: Partial<PrintContext> = {}): PrintContext => ({
  paper: { id: 'p1', title: '第三单元测验' },
  scopeLabel: '初二(1)班',
  ...over,
});
const scope = (over: Partial<ScopeChoice> = {}): ScopeChoice => ({
  gradeId: 'g2',
  classIds: ['c1'],
  wholeGrade: false,
  ...over,
});

describe('print requests', () => {
  it('asks for the paper, the key and the blank card at once, named in Chinese', () => {
    expect(buildPrintRequest('paper', buildPrintOptions({ withAnswers: true }), ctx())).toEqual({
      kind: 'direct',
      url: '/teacher/print/paper',
      body: { paperId: 'p1', withAnswers: true },
      fileName: '第三单元测验-试卷（含答案）.pdf',
    });
    expect(buildPrintRequest('answer', buildPrintOptions({ compact: true }), ctx())).toMatchObject({
      url: '/teacher/print/answer',
      fileName: '第三单元测验-参考答案.pdf',
    });
    expect(buildPrintRequest('card', buildPrintOptions(), ctx())).toMatchObject({
      url: '/teacher/print/card',
      fileName: '第三单元测验-答题卡.pdf',
    });
  });

  it('prints up to two classes at once and a grade or more classes as a job', () => {
    const one = buildPrintOptions({ cardMode: 'students', scope: scope() });
    expect(buildPrintRequest('card', one, ctx())).toMatchObject({
      kind: 'direct',
      url: '/teacher/print/card/students',
      body: { paperId: 'p1', classIds: ['c1'] },
      fileName: '初二(1)班-第三单元测验-答题卡.pdf',
    });
    const grade = buildPrintOptions({ scope: scope({ wholeGrade: true }) });
    expect(buildPrintRequest('barcode', grade, ctx({ scopeLabel: '初二（2025级）' }))).toEqual({
      kind: 'job',
      body: {
        kind: 'labels',
        content: 'barcode',
        sheet: grade.sheet,
        startPosition: 1,
        gradeId: 'g2',
      },
      fileName: '初二（2025级）-条形码标签.pdf',
    });
    const three = buildPrintOptions({
      qrTarget: 'students',
      scope: scope({ classIds: ['a', 'b', 'c'] }),
    });
    const job = buildPrintRequest('qrcode', three, ctx());
    expect(job.kind).toBe('job');
    expect(previewRequest(job)).toMatchObject({
      url: '/teacher/print/labels',
      body: { content: 'qr', classIds: ['a', 'b', 'c'], preview: true },
    });
  });

  it('says what is missing before anything can be printed', () => {
    expect(missingChoice('card', buildPrintOptions(), ctx({ paper: null }))).toBe(
      '请先在作业列表中选择要打印的作业。',
    );
    const none = buildPrintOptions({ scope: scope({ classIds: [] }) });
    expect(missingChoice('barcode', none, ctx())).toBe('请选择班级或整个年级。');
    expect(missingChoice('check', none, ctx({ paper: null }))).toBeNull();
  });

  it('names a scope by its class, its first class and count, or its grade', () => {
    const grades = [{ id: 'g2', name: '初二（2025级）' }];
    const classes = [
      { id: 'c1', name: '初二(1)班' },
      { id: 'c2', name: '初二(2)班' },
    ];
    expect(scopeLabel(scope(), grades, classes)).toBe('初二(1)班');
    expect(scopeLabel(scope({ classIds: ['c1', 'c2'] }), grades, classes)).toBe('初二(1)班等2个班');
    expect(scopeLabel(scope({ wholeGrade: true }), grades, classes)).toBe('初二（2025级）');
  });
});
