import { Checkbox, Input, Select, Tag } from 'antd';
import { QUESTION_KINDS, QUESTION_KIND_ORDER, type QuestionKind } from '../../../layout';
import { DIFFICULTY_NAMES } from '../../../shared/api';

/** What the filter bar sets. */
export interface FilterValues {
  kind?: QuestionKind;
  difficulty?: number;
  year?: number;
  keyword?: string;
  mine?: boolean;
}

/** Years offered by the 年份 filter: this year back to 2015. */
export const filterYears = (now = new Date()): number[] =>
  Array.from({ length: now.getFullYear() - 2014 }, (_, i) => now.getFullYear() - i);

function TagRow<T>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (v: T | undefined) => void;
}) {
  return (
    <div className="bank-filter-row" role="group" aria-label={label}>
      <span className="bank-filter-label">{label}：</span>
      <Tag.CheckableTag checked={value === undefined} onChange={() => onChange(undefined)}>
        全部
      </Tag.CheckableTag>
      {options.map((o) => (
        <Tag.CheckableTag
          key={String(o.value)}
          checked={value === o.value}
          onChange={() => onChange(o.value)}
        >
          {o.label}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/** 题型, 难度 (容易…困难), 年份, keyword and 只看我的. */
export function FilterBar({
  value,
  onChange,
}: {
  value: FilterValues;
  onChange: (patch: FilterValues) => void;
}) {
  return (
    <div className="bank-filters">
      <TagRow
        label="题型"
        value={value.kind}
        options={QUESTION_KIND_ORDER.map((k) => ({ value: k, label: QUESTION_KINDS[k].name }))}
        onChange={(kind) => onChange({ kind })}
      />
      <TagRow
        label="难度"
        value={value.difficulty}
        options={DIFFICULTY_NAMES.map((name, i) => ({ value: i + 1, label: name }))}
        onChange={(difficulty) => onChange({ difficulty })}
      />
      <div className="bank-filter-row">
        <span className="bank-filter-label">年份：</span>
        <Select
          aria-label="年份"
          allowClear
          placeholder="全部年份"
          style={{ width: 120 }}
          value={value.year}
          options={filterYears().map((y) => ({ value: y, label: `${y}年` }))}
          onChange={(year?: number) => onChange({ year })}
        />
        <Input.Search
          aria-label="关键词"
          allowClear
          placeholder="输入关键词搜索试题"
          className="bank-filter-search"
          defaultValue={value.keyword}
          onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
        />
        <Checkbox
          style={{ marginLeft: 12 }}
          checked={!!value.mine}
          onChange={(e) => onChange({ mine: e.target.checked || undefined })}
        >
          只看我的
        </Checkbox>
      </div>
    </div>
  );
}
