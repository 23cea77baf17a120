import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import type { Reconciliation } from '../../../shared/api';

/**
 * Open problems 本批 and 全部, each a link to the problems it counts: 本批 opens the current batch's
 * 异常处理; 全部 lists the batches that have some, each opening its own.
 */
export function ReconcileProblems(props: {
  r: Reconciliation;
  batchId: string | null;
  batchName: (id: string) => string;
  onOpen: (batchId: string) => void;
}) {
  const [listed, setListed] = useState(false);
  const { r } = props;
  const here = r.problemsByBatch.find((b) => b.batchId === props.batchId)?.openProblems ?? 0;
  return (
    <div>
      <Typography.Text type="secondary">异常待处理</Typography.Text>
      <div>
        <Space size="small" wrap>
          {props.batchId && (
            <Button type="link" size="small" onClick={() => props.onOpen(props.batchId!)}>
              本批 {here} 个
            </Button>
          )}
          <Button
            type="link"
            size="small"
            disabled={r.openProblems === 0}
            aria-expanded={listed}
            onClick={() => setListed(!listed)}
          >
            全部 {r.openProblems} 个
          </Button>
        </Space>
      </div>
      {listed && (
        <ul aria-label="各批次异常" style={{ margin: 0, paddingLeft: 20 }}>
          {r.problemsByBatch.map((b) => (
            <li key={b.batchId}>
              <Button type="link" size="small" onClick={() => props.onOpen(b.batchId)}>
                {props.batchName(b.batchId)}：{b.openProblems} 个
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
