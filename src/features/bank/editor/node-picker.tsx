import { TreeSelect } from 'antd';
import type { TreeNode } from '../../../shared/api';

/** TreeSelect reads our TreeNode as it is. */
export const TREE_FIELDS = { label: 'name', value: 'id', children: 'children' };

/** Picks several nodes of a chapter or 知识点 tree. */
export function NodePicker({
  label,
  nodes,
  loading,
  value,
  onChange,
}: {
  label: string;
  nodes: TreeNode[] | undefined;
  loading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <TreeSelect
      aria-label={label}
      multiple
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'name' }}
      loading={loading}
      placeholder={`选择${label}`}
      notFoundContent={`暂无${label}`}
      style={{ width: '100%' }}
      fieldNames={TREE_FIELDS}
      treeData={nodes ?? []}
      value={value}
      onChange={(ids: string[]) => onChange(ids)}
    />
  );
}
