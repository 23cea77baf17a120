import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Empty, List, Space, Tag } from 'antd';
import type { BlockInfo, ReviewRow } from '../../../shared/api/marking';
import { markingApi } from '../api/marking.api';
import { cropObjectUrl } from '../hooks/use-crop-urls';
import { AnswerImages } from './answer-images';
import { ScorePad } from './score-pad';

/** A thumbnail of an answer image. */
export function Thumb({ url }: { url: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    cropObjectUrl(url).then(
      (u) => live && setSrc(u),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <img src={src} alt="作答缩略图" style={{ width: 160, border: '1px solid #eee' }} />
  ) : (
    <span>…</span>
  );
}

const newKey = () => `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** 回评: my items, newest first with my score and a thumbnail; reopen one and change its score. */
export function ReviewView({ info }: { info: BlockInfo }) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [open, setOpen] = useState<ReviewRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () => markingApi.review(info.blockId).then((r) => setRows(r.list)),
    [info.blockId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  if (open) {
    const crops = [{ url: `/teacher/marking/items/${open.itemId}/crops/0`, width: 0, height: 0 }];
    return (
      <div className="write-page">
        <section className="write-images">
          <AnswerImages
            crops={crops}
            zoom={1}
            tool={null}
            text=""
            annotations={[]}
            onAnnotate={() => undefined}
          />
        </section>
        <aside className="write-side">
          <Space>
            <Button onClick={() => setOpen(null)}>返回回评列表</Button>
            <Tag>原评 {open.total} 分</Tag>
          </Space>
          {error && <Alert type="error" message={error} />}
          <ScorePad
            key={open.taskId}
            fields={info.fields}
            step={info.step}
            initial={open.scores}
            disabled={busy}
            onSubmit={async (scores) => {
              setBusy(true);
              try {
                const r = await markingApi.rescore(open.taskId, {
                  scores,
                  annotations: [],
                  submitKey: newKey(),
                  seconds: 0,
                });
                message.success(
                  r.itemStatus === 'final' ? '已修改' : '已修改，分差超出阈值，将进入仲裁',
                );
                setOpen(null);
                setError(null);
                await load();
              } catch (e) {
                setError(
                  (e as { response?: { data?: { message?: string } } }).response?.data?.message ??
                    '修改失败',
                );
              }
            }}
          />
        </aside>
      </div>
    );
  }
  if (!rows.length) return <Empty description="还没有评过的答卷" />;
  return (
    <List
      style={{ padding: 12 }}
      dataSource={rows}
      renderItem={(r) => (
        <List.Item
          actions={[
            <Button key="open" onClick={() => setOpen(r)}>
              改分
            </Button>,
          ]}
        >
          <Space>
            {r.thumb && <Thumb url={r.thumb.url} />}
            <span>
              {r.total} 分（{r.scores.join(' + ')}）
            </span>
            {r.via === 'group' && <Tag>按组给分</Tag>}
            {r.via === 'blank' && <Tag>空白确认</Tag>}
            <span style={{ color: '#8c8c8c' }}>
              {new Date(r.submittedAt).toLocaleString('zh-CN')}
            </span>
          </Space>
        </List.Item>
      )}
    />
  );
}
