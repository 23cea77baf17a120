import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RehearseEntry, RehearseList } from '../../../shared/api/rehearse';
import { stubHttp } from '../../../../tests/support/http-stub';
import { renderFeature } from '../../../../tests/support/render-feature';
import { RehearsePage } from './rehearse-page';

const entry = (over: Partial<RehearseEntry>): RehearseEntry => ({
  id: 'e1',
  studentId: 's1',
  studentName: '张三',
  subjectId: 'junior-math',
  paperId: 'p1',
  paperTitle: '第三单元测验',
  questionId: 'q1',
  bankQuestionId: 'b1',
  no: 6,
  kind: 'solve',
  kindName: '解答',
  score: 8,
  full: 12,
  knowledge: [{ id: 'k1', name: '一次函数' }],
  wrongAt: '2026-09-01',
  status: 'open',
  rightCount: 0,
  nextReviewAt: '2026-09-02',
  due: true,
  ...over,
});

describe('RehearsePage', () => {
  it('lists wrong questions with their review dates and generates practice with the chosen options', async () => {
    const entries = [
      entry({}),
      entry({
        id: 'e2',
        studentId: 's2',
        studentName: '李四',
        due: false,
        nextReviewAt: '2026-09-09',
      }),
    ];
    const { calls } = stubHttp({
      'GET /teacher/analysis/person/classes': () => ({
        classes: [
          {
            id: 'c1',
            name: '初二(1)班',
            students: [
              { id: 's1', name: '张三' },
              { id: 's2', name: '李四' },
            ],
          },
        ],
      }),
      'GET /teacher/rehearse/entries': ({ query = {} }): RehearseList => ({
        today: '2026-09-02',
        entries: entries.filter((e) => !query.studentId || e.studentId === query.studentId),
        knowledge: [{ id: 'k1', name: '一次函数' }],
        kinds: [{ kind: 'solve', name: '解答' }],
        subjects: [{ id: 'junior-math', name: '数学' }],
      }),
      'GET /teacher/rehearse/classes/:id/batches': () => ({ batches: [] }),
      'POST /teacher/rehearse/practice': () => ({
        batchId: 'b1',
        sets: [
          {
            setId: 's',
            paperId: 'p',
            studentId: 's1',
            studentName: '张三',
            originals: 1,
            similar: 2,
          },
        ],
      }),
    });
    renderFeature(<RehearsePage />, { path: '/rehearse' });
    expect(await screen.findByText('今天到期')).toBeTruthy();
    expect(screen.getByText('2026-09-09 复习')).toBeTruthy();
    expect(screen.getByText('共 2 道（今天 2026-09-02）')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '重练练习' }));
    fireEvent.click(await screen.findByRole('button', { name: '生成错题练习' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/teacher/rehearse/practice')).toBe(true),
    );
    expect(calls.find((c) => c.url === '/teacher/rehearse/practice')?.body).toEqual({
      classIds: ['c1'],
      subjectId: 'junior-math',
      similar: 2,
      difficulty: null,
      limit: 10,
      dueOnly: false,
    });
  });
});
