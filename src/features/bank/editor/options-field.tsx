import { Button, Checkbox, Input, Radio, Space } from 'antd';
import type { QuestionKind } from '../../../layout';
import { OPTION_LABELS } from '../../../shared/api';
import type { EditorValues } from './editor.values';

type Options = EditorValues['options'];

/** Relabels options A, B, C … after one was removed. */
export const relabel = (options: Options): Options =>
  options.map((o, i) => ({ ...o, label: OPTION_LABELS[i] ?? o.label }));

/** Toggles a label in a key, keeping letters in order (single kinds keep one letter). */
export function toggleKey(key: string, label: string, single: boolean): string {
  if (single) return label;
  const set = new Set(key);
  if (set.has(label)) set.delete(label);
  else set.add(label);
  return [...set].sort().join('');
}

/** 判断: 正确 / 错误 as the answer key T / F. */
export function JudgeKeyField({
  value,
  onChange,
}: {
  value: string;
  onChange: (k: string) => void;
}) {
  return (
    <Radio.Group
      aria-label="正确答案"
      value={value || undefined}
      onChange={(e) => onChange(e.target.value as string)}
      options={[
        { value: 'T', label: '正确' },
        { value: 'F', label: '错误' },
      ]}
    />
  );
}

/** Options of a choice question, each with its 正确答案 mark; add and remove (2–8). */
export function OptionsField({
  kind,
  options,
  onOptions,
  answerKey,
  onKey,
}: {
  kind: QuestionKind;
  options: Options;
  onOptions: (o: Options) => void;
  answerKey: string;
  onKey: (k: string) => void;
}) {
  const single = kind === 'single';
  const remove = (i: number) => {
    const gone = options[i]?.label ?? '';
    const next = relabel(options.filter((_, j) => j !== i));
    const kept = [...answerKey]
      .filter((l) => l !== gone)
      .map((l) => (l > gone ? String.fromCharCode(l.charCodeAt(0) - 1) : l));
    onOptions(next);
    onKey(kept.join(''));
  };
  return (
    <div className="bank-options-field">
      {options.map((o, i) => (
        <div key={o.label} className="bank-option-row">
          {single ? (
            <Radio checked={answerKey === o.label} onChange={() => onKey(o.label)}>
              {o.label}
            </Radio>
          ) : (
            <Checkbox
              checked={answerKey.includes(o.label)}
              onChange={() => onKey(toggleKey(answerKey, o.label, false))}
            >
              {o.label}
            </Checkbox>
          )}
          <Input
            aria-label={`选项 ${o.label}`}
            value={o.text}
            placeholder={`选项 ${o.label} 的内容（可含 $公式$）`}
            onChange={(e) =>
              onOptions(options.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))
            }
          />
          <Button type="text" danger disabled={options.length <= 2} onClick={() => remove(i)}>
            删除
          </Button>
        </div>
      ))}
      <Space>
        <Button
          size="small"
          disabled={options.length >= OPTION_LABELS.length}
          onClick={() => onOptions(relabel([...options, { label: '', text: '' }]))}
        >
          添加选项
        </Button>
        <span className="bank-hint">
          {single
            ? '点选正确答案'
            : kind === 'double'
              ? '勾选两个正确答案'
              : '勾选两个或更多正确答案'}
        </span>
      </Space>
    </div>
  );
}
