import { Col, Empty, Progress, Radio, Row, Statistic } from 'antd';
import type { ScanBatch, ScanPageView } from '../../../shared/api';
import { scanApi } from '../api/scan.api';
import { useFetched } from '../hooks/use-fetched';
import { CARD_STATUS, type CardStatus } from '../scanning.slice';
import { PageThumb } from './page-thumb';

/** Thumbnails shown at a time. */
export const THUMB_COUNT = 12;

const FILTERS: { label: string; value: CardStatus; status?: ScanPageView['status'] }[] = [
  { label: '全部', value: CARD_STATUS.all },
  { label: '已识别', value: CARD_STATUS.recognised, status: 'done' },
  { label: '识别失败', value: CARD_STATUS.failed, status: 'failed' },
];

/** The live counts shown, in order. */
const COUNTS: [
  string,
  'files' | 'duplicateFiles' | 'pages' | 'pending' | 'recognised' | 'withProblems',
][] = [
  ['已上传文件', 'files'],
  ['重复文件', 'duplicateFiles'],
  ['已收到页', 'pages'],
  ['等待识别', 'pending'],
  ['已识别', 'recognised'],
  ['有问题', 'withProblems'],
];

/** How many pages a filter holds, from the live counts. */
const totalOf = (batch: ScanBatch, status: ScanPageView['status'] | undefined) =>
  status === 'done'
    ? batch.counts.recognised
    : status === 'failed'
      ? batch.counts.failed
      : batch.counts.pages;

/** The most recent pages of the filter (upload order: the last page of results). */
function useRecentPages(batch: ScanBatch, cardStatus: CardStatus): ScanPageView[] {
  const status = FILTERS.find((f) => f.value === cardStatus)?.status;
  const last = Math.max(1, Math.ceil(totalOf(batch, status) / THUMB_COUNT));
  const found = useFetched(
    `${batch.id}:${status ?? ''}`,
    () => scanApi.pages(batch.id, { status, page: last, pageSize: THUMB_COUNT }),
    JSON.stringify(batch.counts),
  );
  return found ? [...found.list].reverse() : [];
}

/** Live counts (received, recognised, with problems) and thumbnails of what was read. */
export function ProgressPanel(props: {
  batch: ScanBatch;
  cardStatus: CardStatus;
  onCardStatus(value: CardStatus): void;
  onOpenPage(page: ScanPageView): void;
}) {
  const { batch, cardStatus } = props;
  const c = batch.counts;
  const pages = useRecentPages(batch, cardStatus);
  const done = c.recognised + c.failed;
  return (
    <div className="scan-progress" aria-label="扫描进度">
      <Row gutter={16}>
        {COUNTS.map(([title, field]) => (
          <Col key={field} span={4}>
            <Statistic title={title} value={c[field]} />
          </Col>
        ))}
      </Row>
      <Progress
        percent={c.pages ? Math.round((done / c.pages) * 100) : 0}
        status={c.pending > 0 ? 'active' : 'normal'}
        format={() => `${done}/${c.pages}`}
      />
      <Radio.Group
        aria-label="缩略图"
        optionType="button"
        size="small"
        value={cardStatus}
        options={FILTERS.map((f) => ({ label: f.label, value: f.value }))}
        onChange={(e) => props.onCardStatus(e.target.value as CardStatus)}
      />
      {pages.length === 0 ? (
        <Empty description="还没有收到扫描页" />
      ) : (
        <div className="scan-thumbs">
          {pages.map((p) => (
            <PageThumb key={p.id} page={p} onOpen={props.onOpenPage} />
          ))}
        </div>
      )}
    </div>
  );
}
