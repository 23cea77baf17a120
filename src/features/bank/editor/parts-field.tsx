import { Button, InputNumber } from 'antd';
import type { EditorValues } from './editor.values';
import { RichTextField } from './rich-text-field';

type Parts = EditorValues['parts'];

/** Labels parts (1) (2) … in order. */
export const labelParts = (parts: Parts): Parts =>
  parts.map((p, i) => ({ ...p, label: `(${i + 1})` }));

/** Sub-questions with their scores (the scores add up to the question's 分值). */
export function PartsField({ parts, onChange }: { parts: Parts; onChange: (p: Parts) => void }) {
  const set = (i: number, patch: Partial<Parts[number]>) =>
    onChange(parts.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <div className="bank-parts-field">
      {parts.map((p, i) => (
        <div key={i} className="bank-part">
          <div className="bank-part-head">
            <b>{p.label}</b>
            <InputNumber
              aria-label={`第 ${i + 1} 小题分值`}
              min={0}
              max={200}
              step={1}
              value={p.score}
              suffix="分"
              onChange={(v) => set(i, { score: v ?? 0 })}
            />
            <Button
              type="text"
              danger
              onClick={() => onChange(labelParts(parts.filter((_, j) => j !== i)))}
            >
              删除小题
            </Button>
          </div>
          <RichTextField
            label={`第 ${i + 1} 小题题干`}
            value={p.stem}
            rows={2}
            onChange={(stem) => set(i, { stem })}
          />
          <RichTextField
            label={`第 ${i + 1} 小题答案`}
            value={p.answer}
            rows={2}
            placeholder="该小题的答案（可不填）"
            onChange={(answer) => set(i, { answer })}
          />
        </div>
      ))}
      <Button
        size="small"
        onClick={() =>
          onChange(labelParts([...parts, { label: '', score: 0, stem: '', answer: '' }]))
        }
      >
        添加小题
      </Button>
    </div>
  );
}
