import { Button, Card, Empty, Select, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadState } from '../../../ui';
import type { PaperChoice } from '../hooks/use-paper-choice';
import './assistant.css';

/** The four pages of 作业助手. */
export const ASSISTANT_TABS = [
  { key: '/assistant/analysis', label: '数据分析' },
  { key: '/assistant/commentary', label: '作业讲评' },
  { key: '/assistant/details', label: '作业详情' },
  { key: '/assistant/papaerReport', label: '作业报告' },
] as const;

/** No marked homework: an honest empty state with the way to 作业列表. */
function NoHomework() {
  const navigate = useNavigate();
  return (
    <Card>
      <Empty description="还没有已批改的作业，批改完成后这里会出现统计结果。">
        <Button type="primary" onClick={() => void navigate('/paperlist')}>
          返回作业列表
        </Button>
      </Empty>
    </Card>
  );
}

/**
 * A 作业助手 page: its title, the tabs to the other three (keeping the chosen homework), the
 * homework picker (?paperId) and the page's content once the paper and its data are there.
 */
export function AssistantFrame({
  title,
  choice,
  ready,
  loading,
  onRetry,
  extra,
  children,
}: {
  title: string;
  choice: PaperChoice;
  ready: boolean;
  loading: boolean;
  onRetry: () => void;
  extra?: ReactNode;
  children: () => ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { list, paper } = choice;
  return (
    <div className="page-frame assistant-page">
      <div className="assistant-head">
        <Typography.Title level={2}>{title}</Typography.Title>
        <Tabs
          activeKey={pathname}
          items={ASSISTANT_TABS.map((t) => ({ key: t.key, label: t.label }))}
          onChange={(key) => void navigate(`${key}${search}`)}
        />
      </div>
      <div className="assistant-picker">
        <label className="assistant-field">
          <span>作业</span>
          <Select
            aria-label="作业"
            className="assistant-paper-select"
            value={paper?.id}
            showSearch
            optionFilterProp="label"
            options={list?.papers.map((p) => ({
              value: p.id,
              label: `${p.gradeName} ${p.subjectName} · ${p.title}`,
            }))}
            onChange={(id: string) => choice.choose(id)}
            placeholder="选择作业"
            notFoundContent="没有已批改的作业"
          />
        </label>
        {extra}
      </div>
      {!list ? (
        <LoadState loading={choice.loading} onRetry={choice.reload} />
      ) : !paper ? (
        <NoHomework />
      ) : !ready ? (
        <LoadState loading={loading} onRetry={onRetry} />
      ) : (
        children()
      )}
    </div>
  );
}
