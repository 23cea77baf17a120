import { InputNumber, Select, Space, Typography } from 'antd';
import { LABEL_SHEETS, type LabelSheetId } from '../../../layout';
import { perSheet, presetSpec, type PrintOptions, type SheetSpec } from '../model/print-options';

/** Props of the label sheet editor. */
export interface SheetEditorProps {
  value: Pick<PrintOptions, 'sheetId' | 'sheet' | 'startPosition'>;
  onChange(value: Pick<PrintOptions, 'sheetId' | 'sheet' | 'startPosition'>): void;
}

const FIELDS: [keyof SheetSpec, string, number][] = [
  ['top', '上边距', 0.1],
  ['left', '左边距', 0.1],
  ['pitchX', '横向间距', 0.1],
  ['pitchY', '纵向间距', 0.1],
  ['labelW', '标签宽', 0.1],
  ['labelH', '标签高', 0.1],
  ['rows', '行数', 1],
  ['cols', '列数', 1],
];

const PRESETS = Object.values(LABEL_SHEETS).map((s) => ({ value: s.id, label: s.name }));

/** Label sheet: a preset or the teacher's own measurements (mm), and the first free label. */
export function SheetEditor({ value, onChange }: SheetEditorProps) {
  const max = perSheet(value.sheet);
  const setSheet = (sheet: SheetSpec) =>
    onChange({
      sheetId: 'custom',
      sheet,
      startPosition: Math.min(value.startPosition, perSheet(sheet)),
    });
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>标签纸</Typography.Text>
        <Select
          aria-label="标签纸"
          style={{ width: 220 }}
          value={value.sheetId}
          options={[...PRESETS, { value: 'custom', label: '自定义' }]}
          onChange={(id: LabelSheetId | 'custom') =>
            onChange(
              id === 'custom'
                ? { ...value, sheetId: id }
                : { sheetId: id, sheet: presetSpec(id), startPosition: 1 },
            )
          }
        />
      </Space>
      <div className="print-sheet-grid">
        {FIELDS.map(([key, label, step]) => (
          <label key={key} className="print-sheet-field">
            <span>{label}</span>
            <InputNumber
              aria-label={label}
              size="small"
              min={step === 1 ? 1 : 0}
              step={step}
              value={value.sheet[key] as number}
              addonAfter={step === 1 ? undefined : 'mm'}
              onChange={(v) =>
                v !== null && setSheet({ ...value.sheet, [key]: v, name: undefined })
              }
            />
          </label>
        ))}
      </div>
      <Space wrap>
        <Typography.Text>从第</Typography.Text>
        <InputNumber
          aria-label="起始位置"
          min={1}
          max={max}
          value={value.startPosition}
          onChange={(v) => v !== null && onChange({ ...value, startPosition: v })}
        />
        <Typography.Text>个标签开始（共 {max} 个/页，用完半张的标签纸时填写）</Typography.Text>
      </Space>
    </Space>
  );
}
