import { GRADE_DOCS, printFileName, type GradeDoc, type PrintGradeBody } from '../../../shared/api';

/** Which page: the test print with invented data, or a marked paper's grades. */
export type GradePrintMode = 'test' | 'real';

/** What the grade print screens let the teacher choose. */
export interface GradePrintOptions {
  document: GradeDoc;
  slipsPerPage: 'auto' | number;
  order: 'rank' | 'examNo';
  classId: string | null;
}

/** The documents as the options name them. */
export const GRADE_DOC_LABELS: Record<GradeDoc, string> = {
  sheet: '班级成绩单',
  slips: '成绩条',
  summary: '年级成绩汇总',
};

/** Slips per page a teacher may choose ('auto': as many as fit). */
export const SLIPS_PER_PAGE = ['auto', 3, 4, 5, 6, 8] as const;

/** The options the screens open with. */
export const buildGradePrintOptions = (
  over: Partial<GradePrintOptions> = {},
): GradePrintOptions => ({
  document: 'sheet',
  slipsPerPage: 'auto',
  order: 'rank',
  classId: null,
  ...over,
});

/** What the page knows besides the options: the paper and the chosen class's name. */
export interface GradePrintContext {
  paper: { id: string; title: string } | null;
  className: string | null;
}

/** A grade document request: where to POST it, its body and its Chinese file name. */
export interface GradePrintRequest {
  url: string;
  body: Record<string, unknown>;
  fileName: string;
}

/** Why nothing can be printed yet (real mode), or null. */
export function gradeMissing(o: GradePrintOptions, ctx: GradePrintContext): string | null {
  if (!ctx.paper) return '请先在作业列表中选择要打印成绩的作业。';
  if (o.document !== 'summary' && !o.classId) return '请选择班级。';
  return null;
}

/** The request of the chosen document: the test print, or the paper's (check gradeMissing first). */
export function gradePrintRequest(
  mode: GradePrintMode,
  o: GradePrintOptions,
  ctx: GradePrintContext,
): GradePrintRequest {
  const common = { document: o.document, slipsPerPage: o.slipsPerPage, order: o.order };
  const doc = GRADE_DOCS[o.document];
  if (mode === 'test')
    return {
      url: '/teacher/print/grade/sample',
      body: common,
      fileName: printFileName(['样张'], doc),
    };
  const paperId = ctx.paper?.id ?? '';
  const title = ctx.paper?.title ?? '';
  const perClass = o.document !== 'summary';
  const body: PrintGradeBody = {
    paperId,
    ...common,
    ...(perClass && o.classId ? { classId: o.classId } : {}),
  };
  return {
    url: '/teacher/print/grade',
    body: { ...body },
    fileName: printFileName(perClass ? [ctx.className ?? '', title] : [title], doc),
  };
}
