import { useState } from 'react';
import { Empty, Segmented, Spin, Table, Tag, Tooltip } from 'antd';
import type { ClassItem, ObjectiveScoreRow } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from '../hooks/use-fetched';

type Answer = ObjectiveScoreRow['answers'][string];

/** A question cell: what was read against the key, green when full marks, orange when under review. */
function AnswerCell({ a }: { a: Answer | undefined }) {
  if (!a) return <span className="scan-answer-none">—</span>;
  const colour = a.review ? 'orange' : a.score >= a.full ? 'green' : a.score > 0 ? 'gold' : 'red';
  return (
    <Tooltip
      title={`读数 ${a.read || '空'} · 答案 ${a.key} · ${a.score}/${a.full} 分${a.review ? ' · 待复核' : ''}`}
    >
      <Tag color={colour}>
        {a.read || '空'}/{a.key}
        {a.review ? ' ?' : ''}
      </Tag>
    </Tooltip>
  );
}

/** 客观题成绩 of a class: per student the score and each question read against the key. */
export function ScoresView(props: {
  paperId: string;
  classes: readonly ClassItem[];
  classIds: readonly string[];
  refreshKey: string;
}) {
  const [classId, setClassId] = useState<string | null>(props.classIds[0] ?? null);
  const current =
    classId && props.classIds.includes(classId) ? classId : (props.classIds[0] ?? null);
  const rows = useFetched(
    current && `${props.paperId}:${current}`,
    () => scanApi.scores(props.paperId, current ?? ''),
    props.refreshKey,
  );
  if (!current) return <Empty description="请先选择班级" />;
  const numbers = [...new Set((rows ?? []).flatMap((r) => Object.keys(r.answers)))].sort(
    (a, b) => Number(a) - Number(b),
  );
  return (
    <div className="scan-scores" aria-label="客观题成绩">
      {props.classIds.length > 1 && (
        <Segmented
          value={current}
          onChange={(v) => setClassId(v)}
          options={props.classIds.map((id) => ({
            value: id,
            label: props.classes.find((c) => c.id === id)?.name ?? id,
          }))}
        />
      )}
      {rows === null ? (
        <Spin />
      ) : (
        <Table<ObjectiveScoreRow>
          size="small"
          rowKey="studentId"
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          columns={[
            { title: '姓名', dataIndex: 'name', fixed: 'left' },
            { title: '考号', dataIndex: 'examNo' },
            {
              title: '客观题得分',
              dataIndex: 'objectiveScore',
              render: (s: number | null, r) =>
                r.absent ? <Tag>缺考</Tag> : s === null ? '未收到' : s,
            },
            ...numbers.map((no) => ({
              title: `${no}`,
              key: no,
              render: (_: unknown, r: ObjectiveScoreRow) => <AnswerCell a={r.answers[no]} />,
            })),
          ]}
        />
      )}
    </div>
  );
}
