import { useState } from 'react';
import { Button, Drawer, Form, Space } from 'antd';
import { useForm } from 'react-hook-form';
import { isObjective, type QuestionKind } from '../../../layout';
import type { BankCatalog } from '../../../shared/api';
import { bankApi } from '../api/bank.api';
import { useLoad } from '../../../ui';
import { ContentFields } from './content-fields';
import { blankOptions, type EditorValues } from './editor.values';
import { MetaFields } from './meta-fields';

/** What the editor is opened with. */
export interface QuestionEditorProps {
  title: string;
  initial: EditorValues;
  catalog: BankCatalog;
  /** The textbook whose chapters the 章节 picker shows (else the subject's first). */
  textbookId?: string;
  /** Word import: 学科, 难度, 年份, 来源, 章节 and 知识点 are set for the whole batch. */
  batch?: boolean;
  onSubmit: (v: EditorValues) => Promise<void>;
  onClose: () => void;
}

/** The question editor (new, 衍生, edit, or a Word-import question) in a drawer. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { initial, catalog, batch } = props;
  const { control, handleSubmit, watch, setValue, getValues, formState } = useForm<EditorValues>({
    defaultValues: initial,
  });
  const [saving, setSaving] = useState(false);
  const kind = watch('kind');
  const subjectId = watch('subjectId');
  const book = catalog
    .flatMap((s) => s.subjects)
    .find((s) => s.id === subjectId)
    ?.textbooks.find((b) => b.id === props.textbookId)?.id;
  const chapters = useLoad(batch ? null : `c:${subjectId}:${book ?? ''}`, () =>
    bankApi.tree(subjectId, 'booknode', book),
  );
  const knowledge = useLoad(batch ? null : `k:${subjectId}`, () =>
    bankApi.tree(subjectId, 'knowledge'),
  );
  const errors = formState.errors;

  const changeKind = (next: QuestionKind) => {
    setValue('kind', next);
    setValue('answerKey', '');
    if (isObjective(next) && next !== 'judge' && getValues('options').length < 2)
      setValue('options', blankOptions());
    if (next === 'essay' && !getValues('essayChars')) setValue('essayChars', 600);
  };
  const submit = handleSubmit(async (v) => {
    setSaving(true);
    try {
      await props.onSubmit(v);
    } catch {
      // The app's request layer has already shown the server's message; keep the drawer open.
    } finally {
      setSaving(false);
    }
  });

  return (
    <Drawer
      open
      title={props.title}
      size={780}
      onClose={props.onClose}
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={props.onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" component="div">
        <MetaFields
          control={control}
          setValue={setValue}
          catalog={catalog}
          batch={batch}
          changeKind={changeKind}
          chapters={chapters}
          knowledge={knowledge}
          errors={errors}
        />
        <ContentFields control={control} kind={kind} errors={errors} />
      </Form>
    </Drawer>
  );
}
