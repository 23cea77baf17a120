import { Form, InputNumber } from 'antd';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { isObjective, type QuestionKind } from '../../../layout';
import { editorRules, type EditorValues } from './editor.values';
import { fieldError } from './field-error';
import { JudgeKeyField, OptionsField } from './options-field';
import { PartsField } from './parts-field';
import { RichTextField } from './rich-text-field';

/** 题干, options with the answer key, 答案, 解析, parts and the essay's squares. */
export function ContentFields({
  control,
  kind,
  errors,
}: {
  control: Control<EditorValues>;
  kind: QuestionKind;
  errors: FieldErrors<EditorValues>;
}) {
  return (
    <>
      <Form.Item label="题干" required {...fieldError(errors.stem)}>
        <Controller
          control={control}
          name="stem"
          rules={{ validate: editorRules.stem }}
          render={({ field }) => (
            <RichTextField
              label="题干"
              rows={4}
              value={field.value}
              onChange={field.onChange}
              status={errors.stem ? 'error' : undefined}
            />
          )}
        />
      </Form.Item>
      {isObjective(kind) && kind !== 'judge' && (
        <Form.Item
          label="选项与正确答案"
          required
          {...fieldError(errors.options?.root ?? errors.options ?? errors.answerKey)}
        >
          <Controller
            control={control}
            name="options"
            rules={{ validate: editorRules.options }}
            render={({ field }) => (
              <Controller
                control={control}
                name="answerKey"
                rules={{ validate: editorRules.answerKey }}
                render={({ field: key }) => (
                  <OptionsField
                    kind={kind}
                    options={field.value}
                    onOptions={field.onChange}
                    answerKey={key.value}
                    onKey={key.onChange}
                  />
                )}
              />
            )}
          />
        </Form.Item>
      )}
      {kind === 'judge' && (
        <Form.Item label="正确答案" required {...fieldError(errors.answerKey)}>
          <Controller
            control={control}
            name="answerKey"
            rules={{ validate: editorRules.answerKey }}
            render={({ field }) => <JudgeKeyField value={field.value} onChange={field.onChange} />}
          />
        </Form.Item>
      )}
      <Form.Item label={isObjective(kind) ? '答案说明（不填则为正确选项）' : '答案'}>
        <Controller
          control={control}
          name="answer"
          render={({ field }) => (
            <RichTextField label="答案" value={field.value} onChange={field.onChange} />
          )}
        />
      </Form.Item>
      <Form.Item label="解析">
        <Controller
          control={control}
          name="analysis"
          render={({ field }) => (
            <RichTextField label="解析" value={field.value} onChange={field.onChange} />
          )}
        />
      </Form.Item>
      {!isObjective(kind) && (
        <Form.Item
          label="小题（各小题分值之和等于分值）"
          {...fieldError(errors.parts?.root ?? errors.parts)}
        >
          <Controller
            control={control}
            name="parts"
            rules={{ validate: editorRules.parts }}
            render={({ field }) => <PartsField parts={field.value} onChange={field.onChange} />}
          />
        </Form.Item>
      )}
      {kind === 'essay' && (
        <Form.Item label="作文格数（答题卡方格数）">
          <Controller
            control={control}
            name="essayChars"
            render={({ field }) => (
              <InputNumber
                aria-label="作文格数"
                min={100}
                max={2000}
                step={100}
                value={field.value}
                onChange={(v) => field.onChange(v ?? undefined)}
              />
            )}
          />
        </Form.Item>
      )}
    </>
  );
}
