import { useState } from 'react';
import { Input, Select, Space } from 'antd';
import { PAPER_STATUSES } from '../../../shared/api';
import type { PaperFilters } from '../model/paperlist.filters';

/** Subject, class and status filters and a title search. */
export function PaperFiltersBar(props: {
  filters: PaperFilters;
  subjects: { value: string; label: string }[];
  classes: { value: string; label: string }[];
  onChange(patch: Partial<PaperFilters>): void;
}) {
  const { filters, subjects, classes, onChange } = props;
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  return (
    <Space wrap className="paperlist-filters">
      <Select
        aria-label="学科"
        placeholder="全部学科"
        allowClear
        value={filters.subjectId}
        options={subjects}
        onChange={(subjectId?: string) => onChange({ subjectId })}
        style={{ width: 150 }}
      />
      <Select
        aria-label="班级"
        placeholder="全部班级"
        allowClear
        value={filters.classId}
        options={classes}
        onChange={(classId?: string) => onChange({ classId })}
        style={{ width: 150 }}
      />
      <Select
        aria-label="状态"
        placeholder="全部状态"
        allowClear
        value={filters.status}
        options={PAPER_STATUSES.map((s) => ({ value: s, label: s }))}
        onChange={(status?: PaperFilters['status']) => onChange({ status })}
        style={{ width: 130 }}
      />
      <Input.Search
        aria-label="搜索作业名称"
        placeholder="搜索作业名称"
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => onChange({ keyword: v.trim() || undefined })}
        style={{ width: 220 }}
      />
    </Space>
  );
}
