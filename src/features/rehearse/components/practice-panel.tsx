import { App, Button, Empty, List, Progress, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RehearseSettings } from '../../../shared/api/rehearse';
import { LoadState, useLoad } from '../../../ui';
import { rehearseApi } from '../api/rehearse.api';
import { usePracticePrint } from '../hooks/use-practice-print';
import { DIFFICULTIES } from '../model/settings-form';

/**
 * 重练练习: generate each student's practice (the school's defaults preselected), then download a
 * class set (progress, cancel).
 */
export function PracticePanel(props: {
  classId: string;
  subjectId?: string | undefined;
  /** The school's practice defaults (similar count, difficulty) from 错题重练设置. */
  defaults?: Pick<RehearseSettings, 'similar' | 'difficulty'> | undefined;
}) {
  const { message } = App.useApp();
  const [similar, setSimilar] = useState(props.defaults?.similar ?? 2);
  const [difficulty, setDifficulty] = useState(props.defaults?.difficulty ?? 0);
  const { similar: dSimilar, difficulty: dDifficulty } = props.defaults ?? {};
  useEffect(() => {
    if (dSimilar !== undefined) setSimilar(dSimilar);
    if (dDifficulty !== undefined) setDifficulty(dDifficulty ?? 0);
  }, [dSimilar, dDifficulty]);
  const [limit, setLimit] = useState(10);
  const [dueOnly, setDueOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const batches = useLoad(props.classId, () => rehearseApi.batches(props.classId));
  const print = usePracticePrint();
  const navigate = useNavigate();
  const generate = async () => {
    if (!props.subjectId) return void message.warning('请先选择学科');
    setBusy(true);
    try {
      const b = await rehearseApi.generate({
        classIds: [props.classId],
        subjectId: props.subjectId,
        similar,
        difficulty: difficulty || null,
        limit,
        dueOnly,
      });
      if (b.sets.length === 0) void message.info('没有需要重练的错题');
      else void message.success(`已为 ${b.sets.length} 名学生生成错题练习`);
      batches.reload();
    } finally {
      setBusy(false);
    }
  };
  const download = async (batchId: string) => {
    const failed = await print.start(batchId);
    if (failed) void message.error(failed);
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label="同类题"
          style={{ width: 130 }}
          value={similar}
          onChange={setSimilar}
          options={[0, 1, 2, 3].map((n) => ({ value: n, label: `每题同类题 ${n} 道` }))}
        />
        <Select
          aria-label="难度"
          style={{ width: 120 }}
          value={difficulty}
          onChange={setDifficulty}
          options={DIFFICULTIES}
        />
        <Select
          aria-label="每人错题数"
          style={{ width: 130 }}
          value={limit}
          onChange={setLimit}
          options={[5, 10, 15, 20].map((n) => ({ value: n, label: `每人最多 ${n} 道` }))}
        />
        <Space size={4}>
          <Switch size="small" checked={dueOnly} onChange={setDueOnly} aria-label="只练到期的" />
          只练到期的
        </Space>
        <Button type="primary" loading={busy} onClick={() => void generate()}>
          生成错题练习
        </Button>
      </Space>
      {print.job && (
        <Space style={{ width: '100%', marginBottom: 12 }} wrap>
          <Progress
            style={{ width: 220 }}
            percent={Math.floor((100 * print.job.done) / Math.max(1, print.job.total))}
            format={() => `${print.job!.done}/${print.job!.total}`}
          />
          <Button size="small" onClick={() => void print.cancel()}>
            取消
          </Button>
          {print.job.message && (
            <Typography.Text type="warning">{print.job.message}</Typography.Text>
          )}
        </Space>
      )}
      {!batches.data ? (
        <LoadState loading={batches.loading} onRetry={batches.reload} />
      ) : batches.data.length === 0 ? (
        <Empty description="还没有生成错题练习" />
      ) : (
        <List
          data-testid="rehearse-batches"
          size="small"
          bordered
          dataSource={batches.data}
          renderItem={(b) => (
            <List.Item
              actions={[
                <Button
                  key="dl"
                  size="small"
                  disabled={!!print.job}
                  onClick={() => void download(b.batchId)}
                >
                  下载试卷与答题卡
                </Button>,
                <Button
                  key="scan"
                  size="small"
                  onClick={() => void navigate(`/scan?practiceId=${encodeURIComponent(b.batchId)}`)}
                >
                  扫描
                </Button>,
              ]}
            >
              <span>
                {b.createdAt.slice(0, 10)} {b.subjectName} · {b.sets} 人 · 已评分 {b.applied}
              </span>
            </List.Item>
          )}
        />
      )}
    </>
  );
}
