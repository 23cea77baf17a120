import { useEffect, useState } from 'react';
import { Button, Card, Drawer, Empty, Progress, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { MarkingTaskRow } from '../../../shared/api/marking';
import { markingApi } from '../api/marking.api';
import { BoardView } from './board-view';
import { ProblemsView } from './problems-view';
import { ScoresView } from './scores-view';
import { SetupEditor } from './setup-editor';
import './marking.css';

type Panel = {
  kind: 'setup' | 'board' | 'problems' | 'scores';
  paperId: string;
  title: string;
} | null;
const TITLES = {
  setup: '阅卷设置',
  board: '阅卷进度与质量监控',
  problems: '问题卷',
  scores: '成绩',
} as const;

/** /correct (阅卷任务): my papers and blocks with my progress and each block's; owners manage settings, board, 问题卷, scores. */
export function CorrectPage() {
  const navigate = useNavigate();
  const [rows, setRows] = useState<MarkingTaskRow[] | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const load = () => markingApi.tasks().then(setRows, () => setRows([]));
  useEffect(() => {
    void load();
  }, []);
  if (!rows) return null;
  return (
    <div style={{ padding: 16, maxWidth: 1400, margin: '0 auto' }}>
      <h2>网上阅卷</h2>
      {!rows.length && <Empty description="还没有待批改的作业：答题卡扫描后，主观题会出现在这里" />}
      {rows.map((r) => (
        <Card
          key={`${r.paperId}:${r.paperVersion}`}
          style={{ marginBottom: 12 }}
          title={
            <Space wrap>
              {r.title}
              <Tag
                color={r.status === '已完成' ? 'green' : r.status === '批改中' ? 'blue' : 'default'}
              >
                {r.status}
              </Tag>
              <span style={{ fontWeight: 'normal', color: '#8c8c8c' }}>
                {r.classNames.join('、')}
              </span>
            </Space>
          }
          extra={
            <Space wrap>
              {r.canManage &&
                (['setup', 'board', 'problems', 'scores'] as const).map((k) => (
                  <Button
                    key={k}
                    size="small"
                    onClick={() => setPanel({ kind: k, paperId: r.paperId, title: r.title })}
                  >
                    {TITLES[k]}
                  </Button>
                ))}
            </Space>
          }
        >
          <Table
            size="small"
            rowKey="blockId"
            pagination={false}
            dataSource={r.blocks}
            scroll={{ x: 800 }}
            columns={[
              {
                title: '题块',
                render: (_, b) => (
                  <Space>
                    {b.name}
                    <Tag>{b.full} 分</Tag>
                    {b.mode === 'double' && <Tag color="purple">双评</Tag>}
                    {b.isLeader && <Tag color="red">题组长</Tag>}
                  </Space>
                ),
              },
              {
                title: '我的进度',
                render: (_, b) =>
                  b.isMarker
                    ? `已评 ${b.mine.marked}${b.mine.quota ? ` / 配额 ${b.mine.quota}` : ''}`
                    : '—',
              },
              {
                title: '题块进度',
                render: (_, b) => (
                  <Space>
                    <Progress
                      style={{ width: 120 }}
                      size="small"
                      percent={
                        b.progress.total
                          ? Math.round((b.progress.done / b.progress.total) * 100)
                          : 0
                      }
                    />
                    <span>
                      {b.progress.done}/{b.progress.total}
                    </span>
                  </Space>
                ),
              },
              {
                title: '双评 / 仲裁 / 待裁定',
                render: (_, b) =>
                  `${b.progress.double} / ${b.progress.arbitration} / ${b.progress.leader}`,
              },
              {
                title: '空白 / 问题卷',
                render: (_, b) => `${b.progress.blanks} / ${b.progress.problems}`,
              },
              {
                title: '操作',
                render: (_, b) => (
                  <Button
                    type="primary"
                    size="small"
                    disabled={!b.isMarker && !b.isLeader}
                    onClick={() => navigate(`/write?blockId=${encodeURIComponent(b.blockId)}`)}
                  >
                    进入阅卷
                  </Button>
                ),
              },
            ]}
          />
        </Card>
      ))}
      <Drawer
        width="min(1200px, 100vw)"
        open={panel !== null}
        title={panel ? `${TITLES[panel.kind]} · ${panel.title}` : ''}
        onClose={() => {
          setPanel(null);
          void load();
        }}
        destroyOnHidden
      >
        {panel?.kind === 'setup' && (
          <SetupEditor paperId={panel.paperId} onSaved={() => void load()} />
        )}
        {panel?.kind === 'board' && <BoardView paperId={panel.paperId} />}
        {panel?.kind === 'problems' && <ProblemsView paperId={panel.paperId} />}
        {panel?.kind === 'scores' && <ScoresView paperId={panel.paperId} />}
      </Drawer>
    </div>
  );
}
