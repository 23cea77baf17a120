import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Empty, Space, Tag } from 'antd';
import type { MarkingProblemView } from '../../../shared/api/marking';
import { markingApi } from '../api/marking.api';
import { Thumb } from './review-view';
import { ScorePad } from './score-pad';

/** 问题卷 of a paper: the owner (or the block's 题组长) rescores, returns to the pool or waits for a re-scan. */
export function ProblemsView({ paperId }: { paperId: string }) {
  const { message } = App.useApp();
  const [list, setList] = useState<MarkingProblemView[] | null>(null);
  const [scoring, setScoring] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () => markingApi.problems(paperId).then(setList, () => setList([])),
    [paperId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const settle = async (id: string, action: 'rescore' | 'return' | 'rescan', scores?: number[]) => {
    setBusy(true);
    await markingApi.settle(id, action, scores).finally(() => setBusy(false));
    message.success('问题卷已处理');
    setScoring(null);
    await load();
  };
  if (!list) return null;
  if (!list.length) return <Empty description="没有待处理的问题卷" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {list.map((p) => (
        <Card
          key={p.id}
          size="small"
          title={
            <Space>
              {p.blockName}
              <Tag color="red">{p.reason}</Tag>
              {p.note}
            </Space>
          }
          extra={<span>{p.createdBy} 提交</span>}
        >
          <Space align="start" wrap>
            {p.crops[0] && <Thumb url={p.crops[0].url} />}
            {scoring === p.id ? (
              <div style={{ width: 280 }}>
                <ScorePad
                  fields={p.fields}
                  step={p.step}
                  disabled={busy}
                  onSubmit={(s) => void settle(p.id, 'rescore', s)}
                />
              </div>
            ) : (
              <Space direction="vertical">
                <Button type="primary" onClick={() => setScoring(p.id)}>
                  改判给分
                </Button>
                <Button onClick={() => void settle(p.id, 'return')}>退回重评</Button>
                <Button onClick={() => void settle(p.id, 'rescan')}>等待重新扫描</Button>
              </Space>
            )}
          </Space>
        </Card>
      ))}
    </Space>
  );
}
