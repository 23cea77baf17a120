import { Checkbox, Select, Space, Typography } from 'antd';
import type { ClassItem } from '../../../shared/api';
import type { ScopeChoice } from '../model/print-options';

/** Props of the class chooser. */
export interface ScopePickerProps {
  grades: ClassItem[];
  classes: ClassItem[];
  value: ScopeChoice;
  onChange(value: ScopeChoice): void;
}

/** 年级 and its 班级 (one or several), or the whole grade. */
export function ScopePicker({ grades, classes, value, onChange }: ScopePickerProps) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>年级</Typography.Text>
        <Select
          aria-label="年级"
          style={{ width: 180 }}
          placeholder="请选择年级"
          value={value.gradeId ?? undefined}
          options={grades.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(gradeId: string) => onChange({ gradeId, classIds: [], wholeGrade: false })}
        />
        <Checkbox
          checked={value.wholeGrade}
          disabled={!value.gradeId}
          onChange={(e) => onChange({ ...value, wholeGrade: e.target.checked })}
        >
          整个年级
        </Checkbox>
      </Space>
      {value.wholeGrade ? (
        <Typography.Text type="secondary">
          将为全年级每位学生生成一份，后台生成时可查看进度。
        </Typography.Text>
      ) : (
        <Checkbox.Group
          aria-label="班级"
          value={value.classIds}
          options={classes.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(ids) => onChange({ ...value, classIds: ids })}
        />
      )}
    </Space>
  );
}
