import { Descriptions, Spin, Tag } from 'antd';
import { scanApi } from '../api/scan.api';
import { useFetched } from '../hooks/use-fetched';
import { OBJECTIVE_STATUS_LABEL } from '../model/problem-detail';
import { PageOverlay } from './page-overlay';
import { pageCaption } from './page-thumb';

/** A page as read: who, which page, objective answers, and the image with the overlay. */
export function PageViewer({ pageId }: { pageId: string }) {
  const detail = useFetched(pageId, () => scanApi.page(pageId));
  if (!detail) return <Spin />;
  return (
    <div className="scan-page-viewer">
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="文件">{detail.fileName}</Descriptions.Item>
        <Descriptions.Item label="学生与页码">{pageCaption(detail)}</Descriptions.Item>
        <Descriptions.Item label="客观题得分">{detail.objectiveScore ?? '—'}</Descriptions.Item>
      </Descriptions>
      <div className="scan-objective-read">
        {detail.objective.map((o) => (
          <Tag
            key={o.questionId}
            color={o.review ? 'orange' : o.score >= o.full && o.full > 0 ? 'green' : undefined}
          >
            {o.no}. {o.read || '空'}
            {o.status !== 'answered' ? `（${OBJECTIVE_STATUS_LABEL[o.status] ?? o.status}）` : ''}
          </Tag>
        ))}
      </div>
      <PageOverlay detail={detail} />
    </div>
  );
}
