import type { ObjectiveOutcome, PageResult } from '../../../../scan';
import { answerKeyOf } from '../objective-scoring';
import type { OutcomeContext } from '../page-outcome';
import type { RosterStudent } from '../scan-page.types';
import { buildPaper, type PaperDoc } from '../../../../layout';

/** An objective question as read: answered with `answer` unless overridden. */
export const buildObjective = (
  no: number,
  answer: string,
  overrides: Partial<ObjectiveOutcome> = {},
): ObjectiveOutcome => ({
  questionId: `q${no}`,
  no,
  multiple: false,
  answer,
  decision: {
    status: answer ? 'answered' : 'blank',
    selected: answer ? answer.split('') : [],
    review: false,
    reason: answer ? '填涂清晰' : '未填涂',
  },
  ...overrides,
});

/** A recognised page of paper `p1` version 1, page 1, personalised for 考号 20250101, unless overridden. */
export const buildPageResult = (overrides: Partial<PageResult> = {}): PageResult => ({
  index: 0,
  status: 'ok',
  reason: null,
  source: { page: 0, raw: null, width: 2480, height: 3508, dpi: 300, bitonal: false, alpha: false },
  pageCode: { paperId: 'p1', paperVersion: 1, layoutVersion: 1, page: 1, examNo: '20250101' },
  layoutPage: 1,
  orientation: 0,
  fit: {
    toSource: [11.8, 0, 0, 0, 11.8, 0, 0, 0, 1],
    angleDeg: 0,
    scale: 1,
    residualMm: 0.05,
    points: 4,
    model: 'projective',
  },
  fiducials: [],
  codes: [],
  student: { examNo: '20250101', source: 'qr', reason: '来自二维码', bubbles: null },
  absent: null,
  bubbles: [],
  objective: [buildObjective(1, 'A'), buildObjective(2, 'B')],
  choices: [],
  regions: [],
  reviewCount: 0,
  ...overrides,
});

/** A roster student. */
export const buildRosterStudent = (overrides: Partial<RosterStudent> = {}): RosterStudent => ({
  id: 's1',
  name: '张三',
  examNo: '20250101',
  classId: 'c1',
  className: '初二(1)班',
  ...overrides,
});

/** The outcome context of paper `p1`: version 1 printed (1 page with 考号 fields), its key, a roster. */
export const buildOutcomeContext = (
  overrides: {
    doc?: PaperDoc;
    students?: RosterStudent[];
    school?: RosterStudent[];
    pageCount?: number;
  } = {},
): OutcomeContext => {
  const doc = overrides.doc ?? buildPaper({ id: 'p1', counts: { single: 2 } });
  const students = overrides.students ?? [buildRosterStudent()];
  const school = [...students, ...(overrides.school ?? [])];
  return {
    paper: { id: 'p1', title: '期中测验' },
    versions: new Map([
      [
        1,
        {
          version: 1,
          pageCount: overrides.pageCount ?? 1,
          studentPages: new Set([1]),
          key: answerKeyOf(doc),
        },
      ],
    ]),
    roster: {
      byExamNo: new Map(students.map((s) => [s.examNo.toLowerCase(), s])),
      byId: new Map(students.map((s) => [s.id, s])),
      school: new Map(school.map((s) => [s.examNo.toLowerCase(), s])),
    },
  };
};
