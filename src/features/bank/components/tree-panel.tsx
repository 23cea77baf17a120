import { Button, Empty, Segmented, Spin, Tree } from 'antd';
import type { TreeNode } from '../../../shared/api';
import type { ChapterType } from '../bank.slice';

/** The 章节 | 知识点 switch and the tree; a click selects a node, a second click clears it. */
export function TreePanel({
  type,
  onType,
  nodes,
  loading,
  nodeId,
  onNode,
}: {
  type: ChapterType;
  onType: (t: ChapterType) => void;
  nodes: TreeNode[] | undefined;
  loading: boolean;
  nodeId: string | undefined;
  onNode: (id: string | undefined) => void;
}) {
  return (
    <div className="bank-tree">
      <Segmented
        block
        value={type}
        options={[
          { value: 'booknode', label: '章节' },
          { value: 'knowledge', label: '知识点' },
        ]}
        onChange={(v) => onType(v as ChapterType)}
      />
      <Button
        type={nodeId ? 'link' : 'text'}
        size="small"
        style={{ margin: '8px 0 4px' }}
        onClick={() => onNode(undefined)}
      >
        {type === 'booknode' ? '全部章节' : '全部知识点'}
      </Button>
      <Spin spinning={loading}>
        {nodes && nodes.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={type === 'booknode' ? '该教材暂无章节' : '该学科暂无知识点'}
          />
        ) : (
          <Tree<TreeNode & { disabled?: boolean }>
            blockNode
            defaultExpandAll
            key={`${type}:${nodes?.[0]?.id ?? ''}`}
            fieldNames={{ key: 'id', title: 'name', children: 'children' }}
            treeData={nodes ?? []}
            selectedKeys={nodeId ? [nodeId] : []}
            onSelect={(keys) => onNode(keys[0] === undefined ? undefined : String(keys[0]))}
          />
        )}
      </Spin>
    </div>
  );
}
