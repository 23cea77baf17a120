import { Checkbox, Radio, Space, Typography } from 'antd';
import type { ClassItem } from '../../../shared/api';
import type { PrintOptions } from '../model/print-options';
import type { PrintTab } from '../model/print-tabs';
import { ScopePicker } from './scope-picker';
import { SheetEditor } from './sheet-editor';

/** Props of the options of one print screen. */
export interface PrintOptionsPanelProps {
  tab: PrintTab;
  options: PrintOptions;
  onChange(patch: Partial<PrintOptions>): void;
  grades: ClassItem[];
  classes: ClassItem[];
}

const hint = (text: string) => <Typography.Paragraph type="secondary">{text}</Typography.Paragraph>;

/** The choices of each document: answers or not, blank or personalised, classes, label sheet. */
export function PrintOptionsPanel({
  tab,
  options,
  onChange,
  grades,
  classes,
}: PrintOptionsPanelProps) {
  const scope = (
    <ScopePicker
      grades={grades}
      classes={classes}
      value={options.scope}
      onChange={(scope) => onChange({ scope })}
    />
  );
  const sheet = <SheetEditor value={options} onChange={(v) => onChange(v)} />;
  if (tab === 'paper')
    return (
      <Checkbox
        checked={options.withAnswers}
        onChange={(e) => onChange({ withAnswers: e.target.checked })}
      >
        含答案（按试卷设置印在题后或卷尾）
      </Checkbox>
    );
  if (tab === 'answer')
    return (
      <Radio.Group
        value={options.compact}
        onChange={(e) => onChange({ compact: e.target.value as boolean })}
        options={[
          { value: false, label: '答案与解析' },
          { value: true, label: '仅答案（简版）' },
        ]}
      />
    );
  if (tab === 'card')
    return (
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Radio.Group
          value={options.cardMode}
          onChange={(e) => onChange({ cardMode: e.target.value as PrintOptions['cardMode'] })}
          options={[
            { value: 'blank', label: '空白答题卡' },
            { value: 'students', label: '个性化答题卡（按班级）' },
          ]}
        />
        {options.cardMode === 'students' ? (
          <>
            {hint('每位学生一份：印好姓名、班级、考号条形码，页码二维码中含考号，无需再贴条形码。')}
            {scope}
          </>
        ) : (
          hint('学生自行填写姓名、班级、考号，或在条形码粘贴区粘贴条形码。')
        )}
      </Space>
    );
  if (tab === 'barcode')
    return (
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {hint('每位学生一张标签：姓名、班级、考号及其条形码（Code 128）。')}
        {scope}
        {sheet}
      </Space>
    );
  if (tab === 'qrcode')
    return (
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Radio.Group
          value={options.qrTarget}
          onChange={(e) => onChange({ qrTarget: e.target.value as PrintOptions['qrTarget'] })}
          options={[
            { value: 'students', label: '学生二维码标签' },
            { value: 'paper', label: '试卷二维码（张贴用）' },
          ]}
        />
        {options.qrTarget === 'students' ? (
          <>
            {scope}
            {sheet}
          </>
        ) : (
          hint('一页 A4：试卷标题和一个大二维码，扫码即可打开本作业的打印页面。')
        )}
      </Space>
    );
  return (
    <Space direction="vertical" size={4}>
      {hint('打印这一页并扫描，扫描程序会测出打印机的缩放和偏移。')}
      <Typography.Text strong>打印时请选择“实际大小”（100%），不要选择“适合页面”。</Typography.Text>
      {hint('打印后可用直尺核对：方框应为 100 × 100 毫米。')}
    </Space>
  );
}
