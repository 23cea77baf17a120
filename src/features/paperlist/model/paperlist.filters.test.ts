import { describe, expect, it } from 'vitest';
import { buildCatalog, buildGradeInfo, buildListItem } from '../paperlist.fixture';
import {
  changeFilters,
  classNames,
  classOptions,
  filtersFromSearch,
  filtersToSearch,
  PAGE_SIZE,
  subjectOptions,
} from './paperlist.filters';

describe('作业列表 filters', () => {
  it('reads filters from the URL, dropping unknown values', () => {
    const f = filtersFromSearch(
      new URLSearchParams(
        'subjectId=junior-math&status=批改中&classId=c1&page=3&keyword=%20单元%20',
      ),
    );
    expect(f).toEqual({
      subjectId: 'junior-math',
      classId: 'c1',
      status: '批改中',
      keyword: '单元',
      page: 3,
      pageSize: PAGE_SIZE,
    });
    expect(filtersFromSearch(new URLSearchParams('status=已删除&page=-2&pageSize=500'))).toEqual({
      page: 1,
      pageSize: 100,
    });
  });

  it('writes only what is set and keeps other query keys', () => {
    const q = filtersToSearch(
      { status: '草稿', page: 1, pageSize: PAGE_SIZE },
      new URLSearchParams('assign=p9&page=4'),
    );
    expect(q.toString()).toBe(`assign=p9&status=${encodeURIComponent('草稿')}`);
    const back = filtersFromSearch(filtersToSearch({ classId: 'c2', page: 2, pageSize: 20 }));
    expect(back).toEqual({ classId: 'c2', page: 2, pageSize: 20 });
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const f = { page: 4, pageSize: PAGE_SIZE };
    expect(changeFilters(f, { subjectId: 'junior-math' }).page).toBe(1);
    expect(changeFilters(f, { page: 5 }).page).toBe(5);
  });

  it('offers the teacher’s subjects first, then the rest of the bank, and the taught classes', () => {
    expect(subjectOptions(buildCatalog(), buildGradeInfo()).map((o) => o.label)).toEqual([
      '初中数学',
      '初中物理',
      '初中英语',
    ]);
    expect(classOptions(buildGradeInfo())).toEqual([
      { value: 'c1', label: '初二(1)班' },
      { value: 'c2', label: '初二(2)班' },
    ]);
    expect(classOptions(null)).toEqual([]);
  });

  it('writes a row’s classes, or 未布置', () => {
    expect(
      classNames(
        buildListItem({
          classes: [
            { id: 'a', name: '一班' },
            { id: 'b', name: '二班' },
          ],
        }),
      ),
    ).toBe('一班、二班');
    expect(classNames(buildListItem({ classes: [] }))).toBe('未布置');
  });
});
