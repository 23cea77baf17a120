import { useState } from 'react';
import { Button, Input, Space, Table, Tag } from 'antd';
import { scanApi } from '../../api/scan.api';
import { useBlobUrl } from '../../hooks/use-blob-url';
import {
  doubtfulQuestions,
  normaliseAnswer,
  OBJECTIVE_STATUS_LABEL,
  type DoubtfulQuestion,
} from '../../model/problem-detail';
import { PageActions, type ResolveFormProps } from './resolve-kit';

/** The question's row of bubbles cut from the page at full resolution (turned upright). */
function BubbleCrop({
  pageId,
  questionId,
  no,
}: {
  pageId: string;
  questionId: string;
  no: number;
}) {
  const url = useBlobUrl(`${pageId}:${questionId}`, () => scanApi.pageCrop(pageId, questionId));
  return url ? (
    <img className="scan-bubble-crop" src={url} alt={`第 ${no} 题填涂`} />
  ) : (
    <span>…</span>
  );
}

/** 客观题异常: each doubtful question's bubbles beside the value read, with the answer to record. */
export function AnswersForm(props: ResolveFormProps) {
  const questions = doubtfulQuestions(props.problem);
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(questions.map((q) => [String(q.no), q.read])),
  );
  const submit = () => {
    const body = Object.fromEntries(
      Object.entries(answers).map(([no, a]) => [no, normaliseAnswer(a)]),
    );
    props.send({ action: 'set-answers', answers: body });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Table<DoubtfulQuestion>
        size="small"
        rowKey="questionId"
        pagination={false}
        dataSource={questions}
        columns={[
          { title: '题号', dataIndex: 'no', width: 60 },
          {
            title: '填涂',
            render: (_: unknown, q) => (
              <BubbleCrop pageId={props.problem.pageId} questionId={q.questionId} no={q.no} />
            ),
          },
          {
            title: '识别',
            width: 160,
            render: (_: unknown, q) => (
              <>
                <Tag color="orange">{OBJECTIVE_STATUS_LABEL[q.status] ?? q.status}</Tag>
                {q.read || '—'}
              </>
            ),
          },
          {
            title: '确认答案',
            width: 140,
            render: (_: unknown, q) => (
              <Input
                aria-label={`第 ${q.no} 题答案`}
                placeholder="空涂不填"
                value={answers[String(q.no)] ?? ''}
                onChange={(e) => setAnswers((a) => ({ ...a, [String(q.no)]: e.target.value }))}
              />
            ),
          },
        ]}
      />
      <Space wrap>
        <Button type="primary" disabled={props.busy || questions.length === 0} onClick={submit}>
          确认答案
        </Button>
        <PageActions busy={props.busy} send={props.send} />
      </Space>
    </Space>
  );
}
