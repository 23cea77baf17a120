import type { BankCatalog, PaperListItem, UserGradeInfo } from '../../shared/api';

/** A row of 作业列表, with overrides. */
export const buildListItem = (over: Partial<PaperListItem> = {}): PaperListItem => ({
  id: 'paper-1',
  title: '八年级数学单元测试',
  subjectId: 'junior-math',
  subjectName: '数学',
  gradeName: '初二（2025级）',
  classes: [{ id: 'c1', name: '初二(1)班' }],
  status: '已发布',
  version: 1,
  questionCount: 8,
  fullMarks: 52,
  createdAt: '2025-09-01T08:30:00.000Z',
  ...over,
});

/** The teacher's grade info: 初二 as school year, 数学 in 初二(1)(2)班. */
export const buildGradeInfo = (over: Partial<UserGradeInfo> = {}): UserGradeInfo => ({
  orgDefaultId: 'org-1',
  gradeDirector: false,
  isCreator: false,
  isAdministrator: false,
  classDefaultId: 'g2',
  classDefaultName: '初二（2025级）',
  subjects: [{ id: 'junior-math', name: '数学' }],
  classes: [
    { id: 'c1', name: '初二(1)班', gradeId: 'g2' },
    { id: 'c2', name: '初二(2)班', gradeId: 'g2' },
  ],
  ...over,
});

/** 初中 数学/物理/英语. */
export const buildCatalog = (): BankCatalog => [
  {
    stageId: 'junior',
    stageName: '初中',
    subjects: ['物理', '数学', '英语'].map((name, i) => ({
      id: ['junior-physics', 'junior-math', 'junior-english'][i]!,
      name,
      questionCount: 100,
      textbooks: [],
    })),
  },
];
