import { Button, InputNumber, Modal, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { AssistantDetailRow } from '../../../shared/api/assistant';
import { assistantApi } from '../api/assistant.api';
import { usePaperChoice, usePaperData } from '../hooks/use-paper-choice';
import { score } from '../model/format';
import { AnswerImage } from './answer-image';
import { AssistantFrame } from './assistant-frame';

interface Opened {
  row: AssistantDetailRow;
  q: number;
}

/**
 * 作业详情 (/assistant/details): every student × question with the final score, filtered by class
 * and by total; a cell opens the student's answer images (subjective) or shows the option read.
 */
export function AssistantDetailsPage() {
  const choice = usePaperChoice();
  const {
    data: d,
    loading,
    reload,
  } = usePaperData('details', choice.paper?.id, assistantApi.details);
  const [classId, setClassId] = useState<string>('');
  const [min, setMin] = useState<number | null>(null);
  const [max, setMax] = useState<number | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const rows = useMemo(
    () =>
      (d?.rows ?? []).filter(
        (r) =>
          (!classId || r.classId === classId) &&
          (min === null || (r.total !== null && r.total >= min)) &&
          (max === null || (r.total !== null && r.total <= max)),
      ),
    [d, classId, min, max],
  );
  const columns: ColumnsType<AssistantDetailRow> = d
    ? [
        { title: '姓名', dataIndex: 'name', fixed: 'left', width: 90 },
        { title: '考号', dataIndex: 'examNo', width: 110 },
        { title: '班级', dataIndex: 'className', width: 110 },
        {
          title: `总分（${d.full}）`,
          key: 'total',
          width: 90,
          sorter: (a, b) => (a.total ?? -1) - (b.total ?? -1),
          render: (_, r) => (r.absent ? <Tag>缺考</Tag> : score(r.total)),
        },
        ...d.questions.map((q, i) => ({
          title: `${q.label}（${q.full}）`,
          key: q.questionId,
          width: 76,
          render: (_: unknown, r: AssistantDetailRow) => {
            const cell = r.cells[i]!;
            if (r.absent) return '—';
            const low = cell.score !== null && cell.score < q.full;
            const text = `${score(cell.score)}${q.objective && cell.answer ? ` ${cell.answer}` : ''}`;
            return (
              <Button
                size="small"
                type="text"
                danger={low}
                aria-label={`${r.name} 第${q.label}题`}
                onClick={() => setOpened({ row: r, q: i })}
              >
                {text}
              </Button>
            );
          },
        })),
      ]
    : [];
  const cell = opened ? opened.row.cells[opened.q]! : null;
  const question = opened && d ? d.questions[opened.q]! : null;
  return (
    <AssistantFrame
      title="作业详情"
      choice={choice}
      ready={!!d}
      loading={loading}
      onRetry={reload}
      extra={
        <>
          <label className="assistant-field">
            <span>班级</span>
            <Select
              aria-label="班级"
              style={{ width: 160 }}
              value={classId}
              onChange={setClassId}
              options={[
                { value: '', label: '全部班级' },
                ...(d?.classes ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          </label>
          <label className="assistant-field">
            <span>总分</span>
            <InputNumber
              aria-label="最低分"
              placeholder="最低"
              min={0}
              value={min}
              onChange={setMin}
            />
            <span>至</span>
            <InputNumber
              aria-label="最高分"
              placeholder="最高"
              min={0}
              value={max}
              onChange={setMax}
            />
          </label>
        </>
      }
    >
      {() => (
        <>
          <Table<AssistantDetailRow>
            size="small"
            rowKey="studentId"
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (n) => `共 ${n} 人` }}
            scroll={{ x: 'max-content' }}
          />
          <Modal
            open={!!opened}
            onCancel={() => setOpened(null)}
            footer={null}
            width={900}
            title={
              opened && question
                ? `${opened.row.name} · 第${question.label}题 · ${score(cell!.score)} / ${question.full} 分`
                : ''
            }
          >
            {cell && cell.itemId ? (
              Array.from({ length: cell.images }, (_, i) => (
                <AnswerImage
                  key={i}
                  paperId={d!.paperId}
                  itemId={cell.itemId!}
                  index={i}
                  style={{ width: '100%' }}
                />
              ))
            ) : question?.objective ? (
              <p>所选选项：{cell?.answer === null ? '未识别' : cell?.answer || '未作答'}</p>
            ) : (
              <p>该题没有作答图片</p>
            )}
          </Modal>
        </>
      )}
    </AssistantFrame>
  );
}
