import { useState } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch, Typography } from 'antd';
import {
  OBJECTIVE_GROUP_SIZE,
  PAPER_SIZES,
  SHEETS,
  type PaperDoc,
  type PaperSettings,
} from '../../../layout';
import { totals } from '../../../shared/paper';
import {
  sealLineAllowed,
  settingsErrors,
  withField,
  type SettingsErrors,
  type SettingsField,
} from '../model/paperset.rules';

/** Props of the 试卷设置 form. */
export interface PapersetFormProps {
  doc: PaperDoc;
  onChange(settings: PaperSettings): void;
  /** Errors found when saving (title missing …), shown under their fields. */
  saveErrors?: SettingsErrors;
}

const rowOf = (s: PaperSettings, f: SettingsField): unknown =>
  f === 'studentId' || f === 'idDigits' || f === 'multiPartialShare' ? s.card[f] : s[f];

/**
 * Title, subtitle, minutes, full marks (computed), size, 密封线, 注意事项, answer placement and the
 * answer-card options. Valid changes go to `onChange`; an invalid entry stays in the field with
 * its Chinese message until corrected.
 */
export function PapersetForm({ doc, onChange, saveErrors = {} }: PapersetFormProps) {
  const s = doc.settings;
  const [typed, setTyped] = useState<Partial<Record<SettingsField, unknown>>>({});
  const [errors, setErrors] = useState<SettingsErrors>({});
  const change = (field: SettingsField, value: unknown) => {
    const next = withField(s, field, value);
    const error = settingsErrors(next)[field];
    setErrors((e) => ({ ...e, [field]: error }));
    setTyped((t) => ({ ...t, [field]: error ? value : undefined }));
    if (!error) onChange(next);
  };
  const value = <T,>(f: SettingsField) => (typed[f] ?? rowOf(s, f)) as T;
  const item = (f: SettingsField, label: string) => {
    const help = errors[f] ?? saveErrors[f];
    return { label, validateStatus: help ? ('error' as const) : undefined, help };
  };
  const seal = sealLineAllowed(s.size);
  const bubbles = s.card.studentId !== 'barcode';
  return (
    <Form layout="vertical" className="compose-settings__form" aria-label="试卷设置">
      <Form.Item {...item('title', '试卷标题')} required>
        <Input
          aria-label="试卷标题"
          value={value<string>('title')}
          placeholder="如：八年级数学第一单元测试"
          onChange={(e) => change('title', e.target.value)}
        />
      </Form.Item>
      <Form.Item {...item('subtitle', '副标题')}>
        <Input
          aria-label="副标题"
          value={value<string>('subtitle')}
          onChange={(e) => change('subtitle', e.target.value)}
        />
      </Form.Item>
      <Form.Item {...item('examMinutes', '考试时长（分钟）')}>
        <InputNumber
          aria-label="考试时长"
          value={value<number>('examMinutes')}
          onChange={(v) => change('examMinutes', v ?? 0)}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item label="满分（按各题分值自动计算）">
        <Typography.Text strong data-testid="full-marks">
          {totals(doc).marks} 分
        </Typography.Text>
      </Form.Item>
      <Form.Item {...item('size', '纸张')}>
        <Select
          aria-label="纸张"
          value={s.size}
          onChange={(v) => change('size', v)}
          options={PAPER_SIZES.map((size) => ({ value: size, label: SHEETS[size].label }))}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item label="密封线" extra={seal ? undefined : '仅 A3、8K 两栏试卷可加密封线'}>
        <Switch
          aria-label="密封线"
          checked={s.sealLine}
          disabled={!seal}
          onChange={(v) => change('sealLine', v)}
        />
      </Form.Item>
      <Form.Item {...item('notice', '注意事项')}>
        <Input.TextArea
          aria-label="注意事项"
          autoSize={{ minRows: 3, maxRows: 8 }}
          value={value<string>('notice')}
          onChange={(e) => change('notice', e.target.value)}
        />
      </Form.Item>
      <Form.Item label="答案位置">
        <Radio.Group
          value={s.answerPlacement}
          onChange={(e) => change('answerPlacement', e.target.value)}
          options={[
            { value: 'after-each', label: '每题之后' },
            { value: 'end', label: '试卷末尾' },
          ]}
        />
      </Form.Item>
      <Typography.Title level={5}>答题卡</Typography.Title>
      <Form.Item label="学生识别">
        <Radio.Group
          value={s.card.studentId}
          onChange={(e) => change('studentId', e.target.value)}
          options={[
            { value: 'barcode', label: '粘贴条形码' },
            { value: 'bubbles', label: '填涂考号' },
            { value: 'both', label: '条形码和考号都用' },
          ]}
        />
      </Form.Item>
      {bubbles && (
        <Form.Item {...item('idDigits', '考号位数')}>
          <InputNumber
            aria-label="考号位数"
            value={value<number>('idDigits')}
            onChange={(v) => change('idDigits', v ?? 0)}
            suffix="位"
            style={{ width: 160 }}
          />
        </Form.Item>
      )}
      <Form.Item label="客观题">
        <Typography.Text>每 {OBJECTIVE_GROUP_SIZE} 题一组填涂</Typography.Text>
      </Form.Item>
      <Form.Item {...item('multiPartialShare', '多选题评分')} extra="全部选对得满分；有错选得 0 分">
        <InputNumber
          aria-label="部分选对得分比例"
          prefix="部分选对且无错选得"
          suffix="%"
          value={Math.round(value<number>('multiPartialShare') * 1000) / 10}
          onChange={(v) => change('multiPartialShare', (v ?? 0) / 100)}
          style={{ width: 280 }}
        />
      </Form.Item>
    </Form>
  );
}
