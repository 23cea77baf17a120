import { Button, InputNumber, Popconfirm, Space, Tooltip } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { PaperQuestion } from '../../../layout';
import { RichText } from '../../../ui';
import type { ComposeAction } from '../model/compose.reducer';
import { DragHandle, useSortableItem } from './drag-handle';

/** Props of one 小题 row in the editor. */
export interface QuestionItemProps {
  q: PaperQuestion;
  sectionId: string;
  index: number;
  count: number;
  dispatch(action: ComposeAction): void;
  onReplace(q: PaperQuestion): void;
}

// step 1 keeps whole scores shown as 3 (not 3.0); halves can still be typed.
const scoreInput = { min: 0, max: 200, step: 1, size: 'small', suffix: '分' } as const;

/** A 小题: drag handle, number, stem, score (and part scores), move, 换一题, delete. */
export function QuestionItem({
  q,
  sectionId,
  index,
  count,
  dispatch,
  onReplace,
}: QuestionItemProps) {
  const item = useSortableItem(q.id);
  const move = (to: number) => dispatch({ type: 'moveQuestion', id: q.id, sectionId, to });
  return (
    <div ref={item.setNodeRef} style={item.style} className="compose-question" data-qid={q.id}>
      <DragHandle
        label={`拖动第${q.no}题`}
        setRef={item.setActivatorNodeRef}
        attributes={item.attributes}
        listeners={item.listeners}
      />
      <span className="compose-question__no">{q.no}.</span>
      <div className="compose-question__stem">
        <RichText value={q.stem} />
      </div>
      <Space size={4} wrap className="compose-question__tools">
        <InputNumber
          {...scoreInput}
          aria-label={`第${q.no}题分值`}
          value={q.score}
          status={q.score === 0 ? 'warning' : undefined}
          onChange={(score) => score !== null && dispatch({ type: 'setScore', id: q.id, score })}
          style={{ width: 88 }}
        />
        {q.parts.map((p, part) => (
          <InputNumber
            key={p.label}
            {...scoreInput}
            prefix={p.label}
            aria-label={`第${q.no}题${p.label}分值`}
            value={p.score}
            status={p.score === 0 ? 'warning' : undefined}
            onChange={(score) =>
              score !== null && dispatch({ type: 'setPartScore', id: q.id, part, score })
            }
            style={{ width: 104 }}
          />
        ))}
        <Tooltip title="上移">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`上移第${q.no}题`}
            disabled={index === 0}
            onClick={() => move(index - 1)}
          />
        </Tooltip>
        <Tooltip title="下移">
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`下移第${q.no}题`}
            disabled={index === count - 1}
            onClick={() => move(index + 1)}
          />
        </Tooltip>
        <Button size="small" icon={<SwapOutlined />} onClick={() => onReplace(q)}>
          换一题
        </Button>
        <Popconfirm
          title={`删除第${q.no}题？`}
          okText="删除"
          cancelText="取消"
          onConfirm={() => dispatch({ type: 'removeQuestion', id: q.id })}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`删除第${q.no}题`} />
        </Popconfirm>
      </Space>
    </div>
  );
}
