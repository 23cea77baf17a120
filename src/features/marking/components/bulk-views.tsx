import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Empty, Space } from 'antd';
import type { AnswerGroup, BlockInfo } from '../../../shared/api/marking';
import { markingApi } from '../api/marking.api';
import { Thumb } from './review-view';
import { ScorePad } from './score-pad';

const newKey = () => `b${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** 空白确认: every item measured without ink is shown; one button confirms them all with 0. */
export function BlankView({ info }: { info: BlockInfo }) {
  const { message } = App.useApp();
  const [items, setItems] = useState<{ itemId: string; crop: { url: string } }[] | null>(null);
  const load = useCallback(
    () => markingApi.blanks(info.blockId).then(setItems, () => setItems([])),
    [info.blockId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  if (!items) return null;
  if (!items.length) return <Empty description="没有待确认的空白答卷" />;
  return (
    <div style={{ padding: 12 }}>
      <Space style={{ marginBottom: 12 }}>
        <span>以下 {items.length} 份答卷未测到笔迹，请逐一查看后确认。</span>
        <Button
          type="primary"
          onClick={async () => {
            const r = await markingApi.confirmBlanks(
              info.blockId,
              items.map((i) => i.itemId),
              newKey(),
            );
            message.success(
              `已确认 ${r.scored} 份空白为 0 分${r.skipped ? `，${r.skipped} 份已由他人处理` : ''}`,
            );
            await load();
          }}
        >
          全部确认为 0 分
        </Button>
      </Space>
      <div className="write-thumbs">
        {items.map((i) => (
          <Thumb key={i.itemId} url={i.crop.url} />
        ))}
      </div>
    </div>
  );
}

/** 相似答案分组: look at a group's members, then score them all at once (each keeps its own score). */
export function GroupView({ info }: { info: BlockInfo }) {
  const { message } = App.useApp();
  const [groups, setGroups] = useState<AnswerGroup[] | null>(null);
  const [open, setOpen] = useState<AnswerGroup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () => markingApi.groups(info.blockId).then(setGroups, () => setGroups([])),
    [info.blockId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  if (!groups) return null;
  if (open)
    return (
      <div className="write-page">
        <section className="write-images">
          <div className="write-thumbs">
            {open.items.map((i) => (
              <Thumb key={i.itemId} url={i.crop.url} />
            ))}
          </div>
        </section>
        <aside className="write-side">
          <Button onClick={() => setOpen(null)}>返回分组列表</Button>
          <span>本组 {open.items.length} 份，给分后每份各记一分，可在回评中单独修改。</span>
          {error && <Alert type="error" message={error} />}
          <ScorePad
            key={open.key}
            fields={info.fields}
            step={info.step}
            disabled={busy}
            onSubmit={async (scores) => {
              setBusy(true);
              try {
                const r = await markingApi.scoreGroup(
                  info.blockId,
                  open.items.map((i) => i.itemId),
                  scores,
                  newKey(),
                );
                message.success(
                  `已给 ${r.scored} 份答卷评分${r.skipped ? `，${r.skipped} 份已由他人评阅` : ''}`,
                );
                setOpen(null);
                await load();
              } catch (e) {
                setError(
                  (e as { response?: { data?: { message?: string } } }).response?.data?.message ??
                    '给分失败',
                );
              }
            }}
          />
        </aside>
      </div>
    );
  if (!groups.length) return <Empty description="没有可按组评阅的相似答案" />;
  return (
    <div style={{ padding: 12, display: 'grid', gap: 12 }}>
      {groups.map((g, n) => (
        <Card
          key={g.key}
          size="small"
          title={`第 ${n + 1} 组：${g.items.length} 份相似答案`}
          extra={<Button onClick={() => setOpen(g)}>查看并给分</Button>}
        >
          <div className="write-thumbs">
            {g.items.slice(0, 4).map((i) => (
              <Thumb key={i.itemId} url={i.crop.url} />
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
