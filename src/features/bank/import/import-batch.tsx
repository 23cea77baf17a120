import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { DIFFICULTY_NAMES } from '../../../shared/api';
import { bankApi } from '../api/bank.api';
import { useLoad } from '../../../ui';
import { NodePicker, TREE_FIELDS } from '../editor/node-picker';

/** What applies to every question of one Word import. */
export interface ImportBatch {
  chapterId?: string;
  knowledgeIds: string[];
  difficulty: number;
  source: string;
}

/** 章节, 知识点, 难度 and 来源 for the whole import. */
export function ImportBatchForm({
  subjectId,
  textbookId,
  value,
  onChange,
}: {
  subjectId: string;
  textbookId?: string;
  value: ImportBatch;
  onChange: (b: ImportBatch) => void;
}) {
  const chapters = useLoad(`c:${subjectId}:${textbookId ?? ''}`, () =>
    bankApi.tree(subjectId, 'booknode', textbookId),
  );
  const knowledge = useLoad(`k:${subjectId}`, () => bankApi.tree(subjectId, 'knowledge'));
  return (
    <Form layout="vertical" component="div">
      <Row gutter={12}>
        <Col span={7}>
          <Form.Item label="章节（全部试题）">
            <TreeSelect
              aria-label="导入章节"
              allowClear
              treeDefaultExpandAll
              placeholder="选择章节"
              loading={chapters.loading}
              fieldNames={TREE_FIELDS}
              treeData={chapters.data ?? []}
              value={value.chapterId}
              onChange={(chapterId?: string) => onChange({ ...value, chapterId })}
            />
          </Form.Item>
        </Col>
        <Col span={7}>
          <Form.Item label="知识点（全部试题）">
            <NodePicker
              label="知识点"
              nodes={knowledge.data}
              loading={knowledge.loading}
              value={value.knowledgeIds}
              onChange={(knowledgeIds) => onChange({ ...value, knowledgeIds })}
            />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item label="难度">
            <Select
              aria-label="导入难度"
              value={value.difficulty}
              options={DIFFICULTY_NAMES.map((name, i) => ({ value: i + 1, label: name }))}
              onChange={(difficulty: number) => onChange({ ...value, difficulty })}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label="来源">
            <Input
              aria-label="导入来源"
              maxLength={100}
              value={value.source}
              onChange={(e) => onChange({ ...value, source: e.target.value })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
