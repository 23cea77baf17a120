import { Empty, List, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { RehearseQuery } from '../../../shared/api/rehearse';
import { LoadState, useLoad } from '../../../ui';
import { rehearseApi } from '../api/rehearse.api';

type Status = RehearseQuery['status'];

/** 错题列表: a class's wrong questions, filtered by student, 知识点, 题型, date and status. */
export function EntryList(props: {
  classId: string;
  subjectId?: string | undefined;
  students: { id: string; name: string }[];
}) {
  const [studentId, setStudentId] = useState<string>();
  const [knowledgeId, setKnowledgeId] = useState<string>();
  const [kind, setKind] = useState<string>();
  const [status, setStatus] = useState<Status>('open');
  const [dueOnly, setDueOnly] = useState(false);
  const [from, setFrom] = useState('');
  const q = {
    classId: props.classId,
    subjectId: props.subjectId,
    studentId,
    knowledgeId,
    kind,
    status,
    dueOnly,
    from: from || undefined,
  };
  const list = useLoad(JSON.stringify(q), () => rehearseApi.entries(q));
  const data = list.data;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="学生"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部学生"
          style={{ width: 140 }}
          value={studentId}
          onChange={setStudentId}
          options={props.students.map((s) => ({ value: s.id, label: s.name }))}
        />
        <Select
          aria-label="知识点"
          allowClear
          placeholder="全部知识点"
          style={{ width: 160 }}
          value={knowledgeId}
          onChange={setKnowledgeId}
          options={(data?.knowledge ?? []).map((k) => ({ value: k.id, label: k.name }))}
        />
        <Select
          aria-label="题型"
          allowClear
          placeholder="全部题型"
          style={{ width: 110 }}
          value={kind}
          onChange={setKind}
          options={(data?.kinds ?? []).map((k) => ({ value: k.kind, label: k.name }))}
        />
        <Select
          aria-label="状态"
          style={{ width: 100 }}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'open', label: '待练' },
            { value: 'cleared', label: '已掌握' },
            { value: 'all', label: '全部' },
          ]}
        />
        <input
          aria-label="起始日期"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          style={{ height: 32, border: '1px solid #d9d9d9', borderRadius: 6, padding: '0 8px' }}
        />
        <Space size={4}>
          <Switch size="small" checked={dueOnly} onChange={setDueOnly} aria-label="只看今天到期" />
          只看今天到期
        </Space>
      </Space>
      {!data ? (
        <LoadState loading={list.loading} onRetry={list.reload} />
      ) : data.entries.length === 0 ? (
        <Empty description="没有符合条件的错题" />
      ) : (
        <List
          data-testid="rehearse-entries"
          size="small"
          bordered
          pagination={{ pageSize: 20, size: 'small', showSizeChanger: false }}
          dataSource={data.entries}
          header={
            <Typography.Text type="secondary">
              共 {data.entries.length} 道（今天 {data.today}）
            </Typography.Text>
          }
          renderItem={(e) => (
            <List.Item>
              <div style={{ width: '100%', minWidth: 0 }}>
                <Space wrap size={4}>
                  <Typography.Text strong>{e.studentName}</Typography.Text>
                  <span>第{e.no}题</span>
                  <Tag>{e.kindName}</Tag>
                  <span>
                    {e.score}/{e.full} 分
                  </span>
                  {e.status === 'cleared' ? (
                    <Tag color="green">已掌握</Tag>
                  ) : e.due ? (
                    <Tag color="red">今天到期</Tag>
                  ) : (
                    <Tag color="blue">{e.nextReviewAt} 复习</Tag>
                  )}
                </Space>
                <div style={{ color: '#666', fontSize: 12, overflowWrap: 'anywhere' }}>
                  {e.wrongAt} {e.paperTitle}
                  {e.knowledge.length > 0 && ` · ${e.knowledge.map((k) => k.name).join('、')}`}
                  {e.rightCount > 0 && ` · 已做对 ${e.rightCount} 次`}
                </div>
              </div>
            </List.Item>
          )}
        />
      )}
    </>
  );
}
