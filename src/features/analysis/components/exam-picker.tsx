import { Select } from 'antd';
import type { ReactNode } from 'react';
import type { ExamChoice } from '../hooks/use-exam-choice';

const field = (label: string, control: ReactNode) => (
  <label className="analysis-field">
    <span>{label}</span>
    {control}
  </label>
);

/** 学年, 学科 and 试卷 selectors (and 班级 with `withClass`), wrapping on narrow screens. */
export function ExamPicker({
  choice,
  withClass = false,
  children,
}: {
  choice: ExamChoice;
  withClass?: boolean;
  children?: ReactNode;
}) {
  const { list, paper } = choice;
  return (
    <div className="analysis-picker">
      {field(
        '学年',
        <Select
          aria-label="学年"
          value={choice.gradeId}
          options={list?.grades.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(gradeId: string) => choice.choose({ gradeId })}
          placeholder="选择学年"
        />,
      )}
      {field(
        '学科',
        <Select
          aria-label="学科"
          value={choice.subjectId}
          options={list?.subjects.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(subjectId: string) => choice.choose({ subjectId })}
          placeholder="选择学科"
        />,
      )}
      {field(
        '试卷',
        <Select
          aria-label="试卷"
          className="analysis-paper-select"
          value={paper?.id}
          options={choice.papers.map((p) => ({ value: p.id, label: p.title }))}
          onChange={(paperId: string) => choice.choose({ paperId })}
          placeholder="选择试卷"
          notFoundContent="没有已批改的试卷"
        />,
      )}
      {withClass &&
        field(
          '班级',
          <Select
            aria-label="班级"
            value={choice.classId}
            options={paper?.classes.map((c) => ({
              value: c.id,
              label: c.readable ? c.name : `${c.name}（非任教班级）`,
              disabled: !c.readable,
            }))}
            onChange={(classId: string) => choice.choose({ classId })}
            placeholder="选择班级"
          />,
        )}
      {children}
    </div>
  );
}
