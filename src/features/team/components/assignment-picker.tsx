import { Select, Space } from 'antd';
import type { Assignment } from '../../../shared/api';

/** Options of the school: subjects in use and active classes. */
export interface SchoolOptions {
  subjects: { id: string; name: string }[];
  classes: { id: string; name: string }[];
}

/** Subjects × classes: pick subjects and classes; every pair becomes an assignment. */
export function AssignmentPicker({
  value,
  onChange,
  options,
}: {
  value: Assignment[];
  onChange(v: Assignment[]): void;
  options: SchoolOptions;
}) {
  const subjects = [...new Set(value.map((a) => a.subjectId))];
  const classes = [...new Set(value.map((a) => a.classId))];
  const pairs = (s: string[], c: string[]) =>
    s.flatMap((subjectId) => c.map((classId) => ({ subjectId, classId })));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        mode="multiple"
        aria-label="任教学科"
        placeholder="任教学科"
        style={{ width: '100%' }}
        value={subjects}
        onChange={(s: string[]) => onChange(pairs(s, classes))}
        options={options.subjects.map((s) => ({ value: s.id, label: s.name }))}
      />
      <Select
        mode="multiple"
        aria-label="任教班级"
        placeholder="任教班级"
        style={{ width: '100%' }}
        value={classes}
        onChange={(c: string[]) => onChange(pairs(subjects, c))}
        options={options.classes.map((c) => ({ value: c.id, label: c.name }))}
      />
    </Space>
  );
}
