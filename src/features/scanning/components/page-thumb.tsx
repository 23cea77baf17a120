import { Card, Tag, Typography } from 'antd';
import { IMAGE_BROKEN, isImageBroken, type ScanPageView } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useBlobUrl } from '../hooks/use-blob-url';

/** Width of thumbnail images asked of the server. */
export const THUMB_WIDTH = 240;

const STATUS: Record<ScanPageView['status'], string> = {
  pending: '等待识别',
  processing: '识别中',
  done: '已识别',
  failed: '识别失败',
};

/** Who a page belongs to and which page it is, as read. */
export function pageCaption(p: ScanPageView): string {
  if (p.status === 'pending' || p.status === 'processing') return STATUS[p.status];
  const who = p.studentName ?? p.examNo ?? '未识别学生';
  const which = p.pageNo !== null ? `第 ${p.pageNo} 页` : '页码未知';
  return `${who} · ${which}`;
}

/** A scaled page image with its student, page number, state and problems. */
export function PageThumb({
  page,
  onOpen,
}: {
  page: ScanPageView;
  onOpen?(page: ScanPageView): void;
}) {
  const broken = page.status === 'failed' && isImageBroken(page.error);
  const url = useBlobUrl(
    page.status === 'pending' || broken ? null : `${page.id}:${page.status}`,
    () => scanApi.pageImage(page.id, THUMB_WIDTH),
  );
  return (
    <Card
      size="small"
      hoverable={Boolean(onOpen)}
      className="scan-thumb"
      onClick={onOpen ? () => onOpen(page) : undefined}
      cover={
        url ? (
          <img src={url} alt={`${page.fileName} 缩略图`} />
        ) : (
          <div className="scan-thumb-empty">{broken ? IMAGE_BROKEN : STATUS[page.status]}</div>
        )
      }
    >
      <Typography.Text strong ellipsis>
        {pageCaption(page)}
      </Typography.Text>
      <div className="scan-thumb-tags">
        <Tag
          color={
            page.status === 'failed' ? 'error' : page.status === 'done' ? 'success' : 'processing'
          }
        >
          {STATUS[page.status]}
        </Tag>
        {page.absent && <Tag>缺考</Tag>}
        {page.objectiveScore !== null && <Tag color="blue">客观题 {page.objectiveScore} 分</Tag>}
        {page.problems.map((k) => (
          <Tag key={k} color="orange">
            {k}
          </Tag>
        ))}
      </div>
      {page.error && <Typography.Text type="danger">{page.error}</Typography.Text>}
    </Card>
  );
}
