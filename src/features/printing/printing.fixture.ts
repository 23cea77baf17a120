import { buildPaper } from '../../layout';
import type { ClassItem, PaperDetail, UserGradeInfo } from '../../shared/api';

/** The paper being printed, as GET /teacher/paper/:id answers it, with overrides. */
export const buildPrintPaper = (over: Partial<PaperDetail> = {}): PaperDetail => {
  const doc = buildPaper({ id: 'paper1', settings: { title: '第三单元测验' } });
  return {
    id: 'paper1',
    isBasket: false,
    status: '已发布',
    title: '第三单元测验',
    stageId: 'junior',
    stageName: '初中',
    subjectId: 'junior-math',
    subjectName: '数学',
    textbookId: null,
    gradeId: 'g2',
    version: 1,
    revision: 1,
    frozen: false,
    frozenReason: null,
    versions: [{ version: 1, frozenAt: null }],
    doc,
    classes: [],
    questionCount: 25,
    fullMarks: 120,
    canEdit: true,
    createdAt: '2025-09-01T08:30:00.000Z',
    updatedAt: '2025-09-01T08:30:00.000Z',
    ...over,
  };
};

/** The teacher's school and school year (初二). */
export const buildPrintGradeInfo = (over: Partial<UserGradeInfo> = {}): UserGradeInfo => ({
  orgDefaultId: 'org-1',
  gradeDirector: false,
  isCreator: false,
  isAdministrator: false,
  classDefaultId: 'g2',
  classDefaultName: '初二（2025级）',
  subjects: [],
  classes: [],
  ...over,
});

/** Grades of the school, and the classes of 初二. */
export const GRADES: ClassItem[] = [
  { id: 'g1', name: '初一（2026级）' },
  { id: 'g2', name: '初二（2025级）' },
];
export const CLASSES: ClassItem[] = [
  { id: 'c1', name: '初二(1)班' },
  { id: 'c2', name: '初二(2)班' },
  { id: 'c3', name: '初二(3)班' },
];
