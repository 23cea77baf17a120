import { Col, Input, InputNumber, Row, Select, Form } from 'antd';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { QUESTION_KINDS, QUESTION_KIND_ORDER, type QuestionKind } from '../../../layout';
import { DIFFICULTY_NAMES, type BankCatalog, type TreeNode } from '../../../shared/api';
import { editorRules, type EditorValues } from './editor.values';
import { fieldError } from './field-error';
import { NodePicker } from './node-picker';

/** 学科, 题型, 分值, 难度, 年份, 来源, 章节 and 知识点 (a batch shows only 题型 and 分值). */
export function MetaFields({
  control,
  setValue,
  catalog,
  batch,
  changeKind,
  chapters,
  knowledge,
  errors,
}: {
  control: Control<EditorValues>;
  setValue: UseFormSetValue<EditorValues>;
  catalog: BankCatalog;
  batch?: boolean;
  changeKind: (k: QuestionKind) => void;
  chapters: { data: TreeNode[] | undefined; loading: boolean };
  knowledge: { data: TreeNode[] | undefined; loading: boolean };
  errors: { score?: { message?: string } };
}) {
  return (
    <Row gutter={12}>
      {!batch && (
        <Col span={8}>
          <Form.Item label="学科" required>
            <Controller
              control={control}
              name="subjectId"
              render={({ field }) => (
                <Select
                  aria-label="学科"
                  value={field.value}
                  onChange={(v: string) => {
                    field.onChange(v);
                    setValue('chapterIds', []);
                    setValue('knowledgeIds', []);
                  }}
                  options={catalog.map((st) => ({
                    label: st.stageName,
                    options: st.subjects.map((s) => ({
                      value: s.id,
                      label: `${st.stageName}${s.name}`,
                    })),
                  }))}
                />
              )}
            />
          </Form.Item>
        </Col>
      )}
      <Col span={8}>
        <Form.Item label="题型" required>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                aria-label="题型"
                value={field.value}
                onChange={changeKind}
                options={QUESTION_KIND_ORDER.map((k) => ({
                  value: k,
                  label: QUESTION_KINDS[k].name,
                }))}
              />
            )}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item label="分值" required {...fieldError(errors.score)}>
          <Controller
            control={control}
            name="score"
            rules={{ validate: editorRules.score }}
            render={({ field }) => (
              <InputNumber
                aria-label="分值"
                min={0.5}
                max={200}
                step={1}
                style={{ width: '100%' }}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 0)}
              />
            )}
          />
        </Form.Item>
      </Col>
      {!batch && (
        <>
          <Col span={8}>
            <Form.Item label="难度">
              <Controller
                control={control}
                name="difficulty"
                render={({ field }) => (
                  <Select
                    aria-label="难度"
                    value={field.value}
                    onChange={field.onChange}
                    options={DIFFICULTY_NAMES.map((name, i) => ({ value: i + 1, label: name }))}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="年份">
              <Controller
                control={control}
                name="year"
                render={({ field }) => (
                  <InputNumber
                    aria-label="年份"
                    min={1990}
                    max={2100}
                    style={{ width: '100%' }}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? new Date().getFullYear())}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="来源">
              <Controller
                control={control}
                name="source"
                rules={{ maxLength: { value: 100, message: '来源不能超过 100 个字' } }}
                render={({ field }) => (
                  <Input aria-label="来源" placeholder="如：2024 年期中试卷" {...field} />
                )}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="章节">
              <Controller
                control={control}
                name="chapterIds"
                render={({ field }) => (
                  <NodePicker
                    label="章节"
                    nodes={chapters.data}
                    loading={chapters.loading}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="知识点">
              <Controller
                control={control}
                name="knowledgeIds"
                render={({ field }) => (
                  <NodePicker
                    label="知识点"
                    nodes={knowledge.data}
                    loading={knowledge.loading}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}
