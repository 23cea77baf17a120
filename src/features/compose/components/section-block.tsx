import { useState } from 'react';
import { Button, InputNumber, Space, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { PaperQuestion, PaperSection } from '../../../layout';
import { chineseNumeral, formatScore, sumScores } from '../../../shared/paper';
import type { ComposeAction } from '../model/compose.reducer';
import { DragHandle, useSortableItem } from './drag-handle';
import { QuestionItem } from './question-item';
import { SortableList } from './sortable-list';

/** Props of a 大题 in the editor. */
export interface SectionBlockProps {
  section: PaperSection;
  index: number;
  count: number;
  dispatch(action: ComposeAction): void;
  onReplace(q: PaperQuestion): void;
}

/** A 大题: header (rename, 每题 N 分, move) and its sortable 小题. */
export function SectionBlock({ section, index, count, dispatch, onReplace }: SectionBlockProps) {
  const item = useSortableItem(section.id);
  const [each, setEach] = useState<number | null>(null);
  const numeral = chineseNumeral(index + 1);
  const move = (to: number) => dispatch({ type: 'moveSection', sectionId: section.id, to });
  const questions = section.questions;
  return (
    <section
      ref={item.setNodeRef}
      style={item.style}
      className="compose-section"
      aria-label={`第${numeral}大题`}
    >
      <header className="compose-section__head">
        <DragHandle
          label={`拖动${numeral}、${section.title}`}
          setRef={item.setActivatorNodeRef}
          attributes={item.attributes}
          listeners={item.listeners}
        />
        <Typography.Text strong>
          {numeral}、
          <Typography.Text
            strong
            editable={{
              tooltip: '修改大题名称',
              maxLength: 30,
              onChange: (title) =>
                dispatch({ type: 'renameSection', sectionId: section.id, title }),
            }}
          >
            {section.title}
          </Typography.Text>
          （共{questions.length}题，共{formatScore(sumScores(questions))}分）
        </Typography.Text>
        <Space size={4} className="compose-section__tools">
          <InputNumber
            size="small"
            min={0}
            max={200}
            prefix="每题"
            suffix="分"
            aria-label={`${numeral}、${section.title}每题分值`}
            value={each}
            onChange={setEach}
            style={{ width: 112 }}
          />
          <Button
            size="small"
            disabled={each === null}
            onClick={() =>
              each !== null &&
              dispatch({ type: 'setSectionScore', sectionId: section.id, score: each })
            }
          >
            应用
          </Button>
          <Tooltip title="大题上移">
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`上移${numeral}、${section.title}`}
              disabled={index === 0}
              onClick={() => move(index - 1)}
            />
          </Tooltip>
          <Tooltip title="大题下移">
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`下移${numeral}、${section.title}`}
              disabled={index === count - 1}
              onClick={() => move(index + 1)}
            />
          </Tooltip>
        </Space>
      </header>
      <SortableList
        ids={questions.map((q) => q.id)}
        onMove={(id, to) => dispatch({ type: 'moveQuestion', id, sectionId: section.id, to })}
      >
        {questions.map((q, i) => (
          <QuestionItem
            key={q.id}
            q={q}
            sectionId={section.id}
            index={i}
            count={questions.length}
            dispatch={dispatch}
            onReplace={onReplace}
          />
        ))}
      </SortableList>
    </section>
  );
}
