import { buildQuestion } from '../../layout';
import type { BankCatalog, PaperDetail, PaperListItem, UserGradeInfo } from '../../shared/api';
import { addQuestion, DEFAULT_SETTINGS, emptyPaper, totals } from '../../shared/paper';

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

/** The server's detail of a list row's paper: 2 单选 and 1 解答, assigned like the row. */
export function buildPaperDetail(
  item: PaperListItem,
  over: Partial<PaperDetail> = {},
): PaperDetail {
  let doc = emptyPaper(item.id, { ...DEFAULT_SETTINGS, title: item.title });
  for (const [no, kind] of (['single', 'single', 'solve'] as const).entries())
    doc = addQuestion(doc, buildQuestion(kind, no + 1));
  const t = totals(doc);
  return {
    id: item.id,
    isBasket: false,
    status: item.status,
    title: item.title,
    stageId: 'junior',
    stageName: '初中',
    subjectId: item.subjectId,
    subjectName: item.subjectName,
    textbookId: null,
    gradeId: 'g2',
    version: item.version,
    revision: 1,
    frozen: false,
    frozenReason: null,
    versions: [{ version: 1, frozenAt: null }],
    doc,
    classes: item.classes,
    questionCount: t.count,
    fullMarks: t.marks,
    canEdit: true,
    createdAt: item.createdAt,
    updatedAt: item.createdAt,
    ...over,
  };
}
