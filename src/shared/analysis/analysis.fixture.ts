import type { AnalysisQuestion, ExamResults, StudentResult } from './analysis.types';

/** An item of a paper; override what a test needs. */
export const buildQuestion = (overrides: Partial<AnalysisQuestion> = {}): AnalysisQuestion => ({
  id: 'q1',
  label: '1',
  full: 10,
  kind: '解答',
  objective: false,
  knowledge: [],
  ...overrides,
});

/** A student who sat the paper; override what a test needs. */
export const buildStudent = (overrides: Partial<StudentResult> = {}): StudentResult => ({
  id: 's1',
  name: '学生',
  classId: 'c1',
  className: '高一(1)班',
  absent: false,
  scores: [],
  ...overrides,
});

const K1 = { id: 'k1', name: '函数' };
const K2 = { id: 'k2', name: '数列' };

/** Three items, full marks 2 + 3 + 5 = 10. */
export const FIXTURE_QUESTIONS: AnalysisQuestion[] = [
  buildQuestion({
    id: 'q1',
    label: '1',
    full: 2,
    kind: '单选',
    objective: true,
    key: 'A',
    options: ['A', 'B', 'C', 'D'],
    knowledge: [{ ...K1, weight: 1 }],
  }),
  buildQuestion({
    id: 'q2',
    label: '2',
    full: 3,
    kind: '多选',
    objective: true,
    key: 'AC',
    options: ['A', 'B', 'C', 'D'],
    knowledge: [
      { ...K1, weight: 0.5 },
      { ...K2, weight: 0.5 },
    ],
  }),
  buildQuestion({ id: 'q3', label: '3', full: 5, kind: '解答', knowledge: [{ ...K2, weight: 1 }] }),
];

const c1 = { classId: 'c1', className: '高一(1)班' };
const c2 = { classId: 'c2', className: '高一(2)班' };

/**
 * The hand-worked fixture: two classes, a three-way tie at 7.5, one 缺考, a blank and a partly
 * right multi-select. Totals: 甲 10, 乙 7.5, 丙 7.5, 丁 缺考 | 戊 5, 己 1, 庚 7.5.
 */
export const FIXTURE_STUDENTS: StudentResult[] = [
  buildStudent({ id: 's1', name: '甲', ...c1, scores: [2, 3, 5], answers: ['A', 'AC'] }),
  buildStudent({ id: 's2', name: '乙', ...c1, scores: [2, 1.5, 4], answers: ['A', 'A'] }),
  buildStudent({ id: 's3', name: '丙', ...c1, scores: [0, 3, 4.5], answers: ['B', 'ca'] }),
  buildStudent({ id: 's4', name: '丁', ...c1, absent: true, scores: [] }),
  buildStudent({ id: 's5', name: '戊', ...c2, scores: [2, 0, 3], answers: ['A', 'AB'] }),
  buildStudent({ id: 's6', name: '己', ...c2, scores: [0, 0, 1], answers: ['', 'D'] }),
  buildStudent({ id: 's7', name: '庚', ...c2, scores: [2, 3, 2.5], answers: ['A', 'AC'] }),
];

/** The fixture exam. */
export const buildFixtureExam = (overrides: Partial<ExamResults> = {}): ExamResults => ({
  questions: FIXTURE_QUESTIONS,
  students: FIXTURE_STUDENTS,
  ...overrides,
});
