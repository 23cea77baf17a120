import { Badge, Card, Empty, Progress, Space, Table, Tag } from 'antd';
import { useLiveBoard } from '../hooks/use-live-board';

/** A distribution as ten small bars (share of the block's full marks). */
function Bars({ bins, label }: { bins: number[]; label: string }) {
  const max = Math.max(1, ...bins);
  return (
    <span
      aria-label={label}
      style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 1, height: 24 }}
    >
      {bins.map((n, i) => (
        <span
          key={i}
          title={`${i * 10}%–${i * 10 + 10}%：${n} 份`}
          style={{ width: 6, height: Math.max(1, (n / max) * 24), background: '#1677ff' }}
        />
      ))}
    </span>
  );
}

/** 质量监控: each block's progress and each marker's count, speed, average and distribution beside the block's; live. */
export function BoardView({ paperId }: { paperId: string }) {
  const { board, live } = useLiveBoard(paperId);
  if (!board) return <Empty description="正在连接阅卷进度…" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Badge
        status={live ? 'processing' : 'default'}
        text={live ? '实时更新中' : '连接已断开，正在重连'}
      />
      {board.blocks.map((b) => (
        <Card
          key={b.blockId}
          size="small"
          title={`${b.name}（${b.full} 分）`}
          extra={<Tag>{b.mode === 'double' ? '双评' : '单评'}</Tag>}
        >
          {b.progress && (
            <Space wrap>
              <Progress
                type="circle"
                size={48}
                percent={
                  b.progress.total ? Math.round((b.progress.done / b.progress.total) * 100) : 0
                }
              />
              <span>
                已完成 {b.progress.done} / {b.progress.total}
              </span>
              <span>仲裁 {b.progress.arbitration}</span>
              <span>待题组长 {b.progress.leader}</span>
              <span>问题卷 {b.progress.problems}</span>
              <span>题块平均 {b.average ?? '—'} 分</span>
              <Bars bins={b.distribution} label={`${b.name}得分分布`} />
            </Space>
          )}
          <Table
            size="small"
            rowKey="userId"
            pagination={false}
            dataSource={b.markers}
            columns={[
              { title: '阅卷老师', dataIndex: 'name' },
              { title: '已评', dataIndex: 'count' },
              {
                title: '平均用时（秒/份）',
                dataIndex: 'averageSeconds',
                render: (v: number | null) => v ?? '—',
              },
              {
                title: '平均分（题块平均）',
                render: (_, m) => {
                  const off = m.average !== null && b.average !== null ? m.average - b.average : 0;
                  return (
                    <span style={{ color: Math.abs(off) > b.full * 0.1 ? '#cf1322' : undefined }}>
                      {m.average ?? '—'}（{b.average ?? '—'}）
                    </span>
                  );
                },
              },
              {
                title: '得分分布',
                render: (_, m) => <Bars bins={m.distribution} label={`${m.name}得分分布`} />,
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
