import { useCallback } from 'react';
import { Select, Space, TreeSelect } from 'antd';
import type { BankCatalog, TreeNode } from '../../../shared/api';
import { useLoad } from '../../../ui';
import { materialsApi } from '../api/materials.api';

/** Subject, textbook and chapter of a material (filters, upload, binding). */
export interface Place {
  subjectId?: string;
  textbookId?: string;
  chapterId?: string;
}

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

const treeData = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeData(n.children) }));

/** Picks a subject, then one of its textbooks, then a chapter of that textbook. */
export function PlacePicker({
  catalog,
  value,
  onChange,
  allowClear = true,
}: {
  catalog: BankCatalog;
  value: Place;
  onChange(p: Place): void;
  allowClear?: boolean;
}) {
  const subjects = catalog.flatMap((st) =>
    st.subjects.map((s) => ({ ...s, label: `${st.stageName}${s.name}` })),
  );
  const subject = subjects.find((s) => s.id === value.subjectId);
  const key = value.subjectId && value.textbookId ? `${value.subjectId}|${value.textbookId}` : null;
  const tree = useLoad(
    key,
    useCallback(
      () => materialsApi.chapters(value.subjectId ?? '', value.textbookId ?? ''),
      [value.subjectId, value.textbookId],
    ),
  );
  return (
    <Space wrap>
      <Select
        aria-label="学科"
        placeholder="学科"
        allowClear={allowClear}
        showSearch
        optionFilterProp="label"
        style={{ width: 130 }}
        value={value.subjectId}
        onChange={(subjectId?: string) => onChange({ subjectId })}
        options={subjects.map((s) => ({ value: s.id, label: s.label }))}
      />
      <Select
        aria-label="教材"
        placeholder="教材"
        allowClear
        style={{ width: 200 }}
        disabled={!subject}
        value={value.textbookId}
        onChange={(textbookId?: string) => onChange({ subjectId: value.subjectId, textbookId })}
        options={(subject?.textbooks ?? []).map((t) => ({
          value: t.id,
          label: `${t.editionName} ${t.name}`,
        }))}
      />
      <TreeSelect
        aria-label="章节"
        placeholder="章节"
        allowClear
        style={{ width: 220 }}
        disabled={!value.textbookId}
        value={value.chapterId}
        onChange={(chapterId?: string) => onChange({ ...value, chapterId })}
        treeData={treeData(tree.data ?? [])}
        treeDefaultExpandAll={false}
      />
    </Space>
  );
}
