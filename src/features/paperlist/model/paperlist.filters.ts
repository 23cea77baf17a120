import type { z } from 'zod';
import {
  PAPER_STATUSES,
  type paperListQuery,
  type BankCatalog,
  type PaperListItem,
  type PaperStatusName,
  type UserGradeInfo,
} from '../../../shared/api';

/** Filters and page of 作业列表 (kept in the URL): the server's list query. */
export type PaperFilters = z.infer<typeof paperListQuery>;

/** Rows per page. */
export const PAGE_SIZE = 10;

const isStatus = (v: string | null): v is PaperStatusName =>
  (PAPER_STATUSES as readonly string[]).includes(v ?? '');

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Reads the filters from the URL query (unknown values are dropped). */
export function filtersFromSearch(params: URLSearchParams): PaperFilters {
  const status = params.get('status');
  return {
    subjectId: params.get('subjectId') || undefined,
    classId: params.get('classId') || undefined,
    status: isStatus(status) ? status : undefined,
    keyword: params.get('keyword')?.trim() || undefined,
    page: positive(params.get('page'), 1),
    pageSize: Math.min(positive(params.get('pageSize'), PAGE_SIZE), 100),
  };
}

/** The URL query of filters, leaving out what is unset or default; other keys are kept. */
export function filtersToSearch(f: PaperFilters, keep = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(keep);
  const set = (k: string, v: string | number | undefined, unset?: string | number) => {
    if (v === undefined || v === '' || v === unset) out.delete(k);
    else out.set(k, String(v));
  };
  set('subjectId', f.subjectId);
  set('classId', f.classId);
  set('status', f.status);
  set('keyword', f.keyword);
  set('page', f.page, 1);
  set('pageSize', f.pageSize, PAGE_SIZE);
  return out;
}

/** New filters: changing any filter goes back to page 1. */
export function changeFilters(f: PaperFilters, patch: Partial<PaperFilters>): PaperFilters {
  const next = { ...f, ...patch };
  return 'page' in patch ? next : { ...next, page: 1 };
}

/** Options of the subject filter: 学段 + 学科 of the bank, the teacher's subjects first. */
export function subjectOptions(catalog: BankCatalog, info: UserGradeInfo | null) {
  const mine = new Set(info?.subjects.map((s) => s.id));
  const all = catalog.flatMap((stage) =>
    stage.subjects.map((s) => ({ value: s.id, label: `${stage.stageName}${s.name}` })),
  );
  return [...all.filter((o) => mine.has(o.value)), ...all.filter((o) => !mine.has(o.value))];
}

/** Options of the class filter: the classes the teacher teaches. */
export const classOptions = (info: UserGradeInfo | null) =>
  (info?.classes ?? []).map((c) => ({ value: c.id, label: c.name }));

/** A list row's classes as text. */
export const classNames = (item: Pick<PaperListItem, 'classes'>): string =>
  item.classes.map((c) => c.name).join('、') || '未布置';

/** Whether a search or filter narrows the list (an empty list then means "nothing matches"). */
export const isFiltered = (f: PaperFilters): boolean =>
  Boolean(f.keyword || f.subjectId || f.classId || f.status);

/** What an empty 作业列表 says: nothing matches the search, or no papers yet. */
export const emptyListText = (f: PaperFilters): string =>
  isFiltered(f) ? '没有符合条件的作业，请修改搜索词或筛选条件' : '还没有作业，点击“新建组卷”开始';

/** What deleting a paper loses: a plain note, or a warning once answer sheets were scanned. */
export const deleteWarning = (item: Pick<PaperListItem, 'status'>): string =>
  item.status === '扫描中' || item.status === '批改中' || item.status === '已完成'
    ? '该作业已有扫描的答题卡和成绩，删除后答卷、批改和成绩都将无法查看。'
    : '删除后不再出现在作业列表中。';
