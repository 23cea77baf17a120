import { Button, Table, Tag, Typography } from 'antd';
import type { SkippedFile } from '../../../scan/acquire';
import {
  formatSize,
  queueCounts,
  UPLOAD_STATE_LABEL,
  type UploadItem,
  type UploadState,
} from '../model/upload-queue';

const COLOUR: Record<UploadState, string> = {
  waiting: 'default',
  uploading: 'processing',
  saved: 'success',
  duplicate: 'warning',
  failed: 'error',
};

/** The visible upload queue: name, size, state (with the server's message) and 重试. */
export function UploadQueueTable(props: {
  items: readonly UploadItem[];
  skipped: readonly SkippedFile[];
  onRetry(key: string): void;
}) {
  const { items, skipped, onRetry } = props;
  if (items.length === 0 && skipped.length === 0) return null;
  const counts = queueCounts(items);
  const summary = (Object.keys(UPLOAD_STATE_LABEL) as UploadState[])
    .filter((s) => counts[s] > 0)
    .map((s) => `${UPLOAD_STATE_LABEL[s]} ${counts[s]}`)
    .join(' · ');
  return (
    <div className="scan-queue">
      <Typography.Text strong>上传队列</Typography.Text>
      <Typography.Text type="secondary" className="scan-queue-summary">
        {summary}
      </Typography.Text>
      <Table<UploadItem>
        size="small"
        rowKey="key"
        aria-label="上传队列"
        // On a phone the table scrolls inside itself; the page keeps to the screen's width.
        scroll={{ x: 560 }}
        dataSource={[...items].reverse()}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: '文件', dataIndex: 'name', ellipsis: true },
          { title: '大小', dataIndex: 'size', width: 100, render: (n: number) => formatSize(n) },
          {
            title: '状态',
            dataIndex: 'state',
            width: 280,
            render: (state: UploadState, item) => (
              <>
                <Tag color={COLOUR[state]}>{UPLOAD_STATE_LABEL[state]}</Tag>
                {item.message && <Typography.Text type="secondary">{item.message}</Typography.Text>}
              </>
            ),
          },
          {
            title: '操作',
            width: 90,
            render: (_: unknown, item) =>
              item.state === 'failed' ? (
                <Button size="small" onClick={() => onRetry(item.key)}>
                  重试
                </Button>
              ) : null,
          },
        ]}
      />
      {skipped.length > 0 && (
        <Typography.Paragraph type="secondary">
          未上传 {skipped.length} 个文件：
          {skipped
            .slice(0, 5)
            .map((s) => `${s.name}（${s.reason}）`)
            .join('；')}
          {skipped.length > 5 ? ' …' : ''}
        </Typography.Paragraph>
      )}
    </div>
  );
}
